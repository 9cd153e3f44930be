import type { ModelId } from '@roomtone/acoustics';

/** One colour and dash per method, shared by the graph and the results table. */
export const SERIES_STYLE: Record<ModelId, { color: string; dash: string }> = {
  sabine: { color: '#1c7ed6', dash: '' },
  eyring: { color: '#e8590c', dash: '' },
  fitzroy: { color: '#2f9e44', dash: '6 3' },
  fitzroyEyring: { color: '#9c36b5', dash: '6 3' },
  arauPuchades: { color: '#c2255c', dash: '2 3' },
  neubauer: { color: '#495057', dash: '8 3 2 3' },
  tohyama: { color: '#0c8599', dash: '2 3' },
};
