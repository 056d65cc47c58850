import { useMemo, useState } from 'react';

export type SortDir = 'asc' | 'desc';
export interface SortState<K extends string> {
  key: K;
  dir: SortDir;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Client-side sorting for the small tables (deliveries, operators, a page of the audit log). */
export function useSorted<T, K extends string>(rows: T[], initial: SortState<K>, value: (row: T, key: K) => string | number | null) {
  const [sort, setSort] = useState(initial);
  const sorted = useMemo(() => {
    const factor = sort.dir === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const x = value(a, sort.key);
      const y = value(b, sort.key);
      if (x === y) return 0;
      if (x === null) return 1;
      if (y === null) return -1;
      return (typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y))) * factor;
    });
  }, [rows, sort, value]);
  const toggle = (key: K) => setSort((s) => ({ key, dir: s.key === key && s.dir === 'asc' ? 'desc' : 'asc' }));
  return { sorted, sort, toggle };
}
