import { invalid, required } from './errors';

export const FULL_EXPORT_LIMIT = 50000;
const MAX_LIMIT = FULL_EXPORT_LIMIT;

/** A call's parameters: query and JSON body merged (the body wins), read with field-naming errors. */
export class Params {
  constructor(readonly raw: Record<string, unknown>) {}

  has(name: string): boolean {
    const v = this.raw[name];
    return v !== undefined && v !== null && v !== '';
  }

  /** A scalar string; a repeated query parameter is refused rather than guessed. */
  str(name: string): string | undefined {
    const v = this.raw[name];
    if (v === undefined || v === null) return undefined;
    if (Array.isArray(v)) throw invalid(name, 'repeatedParam');
    if (typeof v === 'object') throw invalid(name);
    const s = String(v).trim();
    return s === '' ? undefined : s;
  }

  need(name: string): string {
    const v = this.str(name);
    if (v === undefined) throw required(name);
    return v;
  }

  int(name: string): number | undefined {
    const s = this.str(name);
    if (s === undefined) return undefined;
    if (!/^-?\d+$/.test(s)) throw invalid(name);
    const n = Number(s);
    if (!Number.isSafeInteger(n)) throw invalid(name);
    return n;
  }

  needInt(name: string): number {
    const v = this.int(name);
    if (v === undefined) throw required(name);
    return v;
  }

  bool(name: string): boolean | undefined {
    const s = this.str(name);
    if (s === undefined) return undefined;
    if (['1', 'true', 'yes'].includes(s)) return true;
    if (['0', 'false', 'no'].includes(s)) return false;
    throw invalid(name);
  }

  /** A list from a JSON body array or a comma-separated query value. */
  list(name: string): unknown[] {
    const v = this.raw[name];
    if (v === undefined || v === null || v === '') return [];
    if (Array.isArray(v)) return v;
    if (typeof v === 'string')
      return v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
    throw invalid(name);
  }

  /** page/limit or pageNo/pageSize, 1-based, limit capped at the full-export size. */
  paging(defaultLimit = 20): { page: number; limit: number; offset: number } {
    const page = this.int('page') ?? this.int('pageNo') ?? 1;
    const limit = this.int('limit') ?? this.int('pageSize') ?? defaultLimit;
    if (page < 1) throw invalid(this.has('page') ? 'page' : 'pageNo');
    if (limit < 1 || limit > MAX_LIMIT) throw invalid(this.has('limit') ? 'limit' : 'pageSize');
    return { page, limit, offset: (page - 1) * limit };
  }
}

/** A page in the wire shape. */
export function pageOf<T>(list: T[], total: number, p: { page: number; limit: number }) {
  return { list, total, page: p.page, limit: p.limit };
}
