import { describe, expect, it } from 'vitest';
import { evaluateStrength, methodFor, statisticalLambdas } from './strength-evaluation';

const repeat = (v: number, n: number) => Array.from({ length: n }, () => v);

describe('non-statistical evaluation (GB/T 50107 §5.2)', () => {
  it('passes the worked C60 example: mean 66.9 ≥ 66.0, minimum 65.0 ≥ 57.0', () => {
    const r = evaluateStrength({ method: 'non-statistical', grade: 'C60', groups: [67.5, 66.2, 68.9, 65.0] });
    expect([r.n, r.mean, r.minimum]).toEqual([4, '66.9', '65.0']);
    expect(r.lambdas).toEqual({ λ3: '1.10', λ4: '0.95' });
    expect(r.criteria.map((c) => [c.name, c.value, c.limit, c.pass])).toEqual([
      ['mean', '66.9', '66', true],
      ['minimum', '65.0', '57', true],
    ]);
    expect(r.spread).toBeNull();
    expect(r.pass).toBe(true);
  });

  it('takes λ3 = 1.15 below C60, so the same groups fail as C59', () => {
    const r = evaluateStrength({ method: 'non-statistical', grade: 59, groups: [67.5, 66.2, 68.9, 65.0] });
    expect(r.lambdas.λ3).toBe('1.15');
    expect(r.criteria[0]).toMatchObject({ limit: '67.85', pass: false });
    expect(r.pass).toBe(false);
  });

  it('passes a mean exactly at λ3·fcu,k and fails one tenth below', () => {
    expect(evaluateStrength({ method: 'non-statistical', grade: 'C30', groups: [34.5, 34.5, 34.5] }).pass).toBe(true);
    expect(evaluateStrength({ method: 'non-statistical', grade: 'C30', groups: [34.4, 34.4, 34.4] }).criteria[0].pass).toBe(false);
  });

  it('takes at most nine groups', () => {
    expect(() => evaluateStrength({ method: 'non-statistical', grade: 'C30', groups: repeat(35, 10) })).toThrow('groups');
    expect(methodFor(9)).toBe('non-statistical');
    expect(methodFor(10)).toBe('statistical');
  });
});

describe('statistical evaluation (GB/T 50107 §5.1.3)', () => {
  it('computes S = √((Σf² − n·m²)/(n − 1)) and checks mean ≥ fcu,k + λ1·S, minimum ≥ λ2·fcu,k', () => {
    const groups = [30, 32, 34, 36, 38, 40, 42, 44, 46, 48];
    const r = evaluateStrength({ method: 'statistical', grade: 'C30', groups });
    expect(r.spread).toMatchObject({ symbol: 'S', n: 10, sum: '390', sumOfSquares: '15540', mean: '39.0', computed: '6.06', value: '6.06', floored: false });
    expect(r.lambdas).toEqual({ λ1: '1.15', λ2: '0.90' });
    expect(r.criteria.map((c) => [c.limit, c.pass])).toEqual([
      ['36.969', true],
      ['27', true],
    ]);
  });

  it('takes S = 2.5 MPa when the computed value is below it', () => {
    const r = evaluateStrength({ method: 'statistical', grade: 'C30', groups: repeat(33, 10) });
    expect(r.spread).toMatchObject({ computed: '0.00', value: '2.50', floored: true });
    expect(r.criteria[0]).toMatchObject({ limit: '32.875', pass: true });
  });

  it('switches λ1 and λ2 at 15 and 20 groups', () => {
    expect(statisticalLambdas(10)).toEqual({ λ1: '1.15', λ2: '0.90' });
    expect(statisticalLambdas(14)).toEqual({ λ1: '1.15', λ2: '0.90' });
    expect(statisticalLambdas(15)).toEqual({ λ1: '1.05', λ2: '0.85' });
    expect(statisticalLambdas(19)).toEqual({ λ1: '1.05', λ2: '0.85' });
    expect(statisticalLambdas(20)).toEqual({ λ1: '0.95', λ2: '0.85' });
    const r20 = evaluateStrength({ method: 'statistical', grade: 'C30', groups: repeat(32.4, 20) });
    expect(r20.criteria[0]).toMatchObject({ limit: '32.375', pass: true });
  });

  it('needs ten groups', () => {
    expect(() => evaluateStrength({ method: 'statistical', grade: 'C30', groups: repeat(35, 9) })).toThrow('groups');
  });
});

describe('evaluation with known σ0 (GB/T 50107 §5.1.2)', () => {
  const history = [...repeat(31, 23), ...repeat(39, 22)];

  it('computes σ0 from the previous groups and checks mean, minimum and the grade share', () => {
    const r = evaluateStrength({ method: 'known-sigma', grade: 'C30', groups: [34.0, 33.0, 32.0], previousGroups: history });
    expect(r.spread).toMatchObject({ symbol: 'σ0', n: 45, computed: '4.04', floored: false });
    expect(r.criteria.map((c) => [c.name, c.formula, c.limit, c.pass])).toEqual([
      ['mean', 'fcu,k + 0.7·σ0', '32.828', true],
      ['minimum', 'fcu,k − 0.7·σ0', '27.172', true],
      ['minimumOfGrade', '0.90·fcu,k', '27', true],
    ]);
  });

  it('uses 0.85·fcu,k up to C20 and the 2.5 MPa floor', () => {
    const r = evaluateStrength({ method: 'known-sigma', grade: 'C20', groups: [22.0, 21.0, 17.5], previousGroups: repeat(22, 45) });
    expect(r.spread).toMatchObject({ value: '2.50', floored: true });
    expect(r.criteria[2]).toMatchObject({ formula: '0.85·fcu,k', limit: '17', pass: true });
    expect(r.criteria[1]).toMatchObject({ limit: '18.25', pass: false });
  });

  it('needs three groups and 45 previous groups', () => {
    expect(() => evaluateStrength({ method: 'known-sigma', grade: 'C30', groups: [34, 33], previousGroups: history })).toThrow('groups');
    expect(() => evaluateStrength({ method: 'known-sigma', grade: 'C30', groups: [34, 33, 32], previousGroups: repeat(35, 44) })).toThrow('previousGroups');
  });

  it('names a bad group and a bad method', () => {
    expect(() => evaluateStrength({ method: 'statistical', grade: 'C30', groups: [...repeat(35, 9), 'x'] })).toThrow('groups[9]');
    expect(() => evaluateStrength({ method: 'other' as never, grade: 'C30', groups: [35] })).toThrow('method');
  });
});
