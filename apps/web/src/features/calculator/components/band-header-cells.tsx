import { Table } from '@mantine/core';
import { CALC_BANDS } from '@roomtone/contracts';
import classes from './results-table.module.css';

/**
 * The column headings of the calculation's bands ("125 Hz" … "4000 Hz") in a row of RT per band;
 * on a phone the "Hz" is hidden so that the six bands fit the screen.
 */
export function BandHeaderCells() {
  return (
    <>
      {CALC_BANDS.map((band) => (
        <Table.Th key={band} ta="right" className={classes.band}>
          {band}
          <span className={classes.hertz}> Hz</span>
        </Table.Th>
      ))}
    </>
  );
}
