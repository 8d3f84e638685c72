import type { HireInput } from '@tb/domain';

/** The fields of one concern that the request sent; undefined when it sent none. */
export function part<T extends object>(schema: { parse(value: unknown): T }, body: object): T | undefined {
  const parsed = schema.parse(body);
  return Object.values(parsed).some((value) => value !== undefined) ? parsed : undefined;
}

/** The hire concern when the request sent `isHired` (with the company when it sent one). */
export function hireOf(body: {
  isHired?: boolean | undefined;
  hireCompany?: string | undefined;
}): HireInput | undefined {
  if (body.isHired === undefined) return undefined;
  return body.hireCompany === undefined
    ? { isHired: body.isHired }
    : { isHired: body.isHired, hireCompany: body.hireCompany };
}
