import {
  LIMITS,
  PARTITION_ELEMENT_CODE,
  PARTITION_SORT_COLUMNS,
  type PartitionSort,
} from '@roomtone/contracts';
import { useSearchParams } from 'react-router';
import type { PartitionView } from '../api/partition-queries.ts';

const DEFAULT_SORT: PartitionSort = 'description';

function isSort(value: string): value is PartitionSort {
  const column = value.startsWith('-') ? value.slice(1) : value;
  return (PARTITION_SORT_COLUMNS as readonly string[]).includes(column);
}

function whole(value: string | null, fallback: number, min: number, max: number): number {
  const number = Number(value);
  if (value === null || value === '' || !Number.isInteger(number)) return fallback;
  return Math.min(max, Math.max(min, number));
}

/** Reads a view from the URL; a value that is not valid falls back to its default. */
export function viewFromParams(params: URLSearchParams): PartitionView {
  const sort = params.get('sort') ?? DEFAULT_SORT;
  const stcMin = whole(params.get('stcMin'), LIMITS.stcSliderMin, LIMITS.stcSliderMin, LIMITS.stcSliderMax);
  const stcMax = whole(params.get('stcMax'), LIMITS.stcSliderMax, LIMITS.stcSliderMin, LIMITS.stcSliderMax);
  return {
    page: whole(params.get('page'), 1, 1, 1_000_000),
    limit: LIMITS.partitionPageSize,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    stcMin: Math.min(stcMin, stcMax),
    stcMax: Math.max(stcMin, stcMax),
    elements: (params.get('elements') ?? '').split(',').filter((code) => PARTITION_ELEMENT_CODE.test(code)),
  };
}

/** The URL parameters of a view; defaults are left out so shared links stay short. */
export function paramsFromView(view: PartitionView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.page > 1) params.set('page', String(view.page));
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort);
  if (view.stcMin !== LIMITS.stcSliderMin) params.set('stcMin', String(view.stcMin));
  if (view.stcMax !== LIMITS.stcSliderMax) params.set('stcMax', String(view.stcMax));
  if (view.elements.length > 0) params.set('elements', view.elements.join(','));
  return params;
}

/**
 * The partitions page's view kept in the URL (page, sort, STC range, elements), so a view can be
 * shared. Changing a filter or the sort goes back to the first page.
 */
export function usePartitionView() {
  const [params, setParams] = useSearchParams();
  const view = viewFromParams(params);
  const update = (change: Partial<PartitionView>) => {
    const isFilterChange = Object.keys(change).some((key) => key !== 'page');
    setParams(paramsFromView({ ...view, ...change, page: isFilterChange ? 1 : (change.page ?? view.page) }));
  };
  return { view, update };
}
