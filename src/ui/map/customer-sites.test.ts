import { describe, expect, it } from 'vitest';
import { customerColours, filterSites, sitesOf } from './customer-sites';

const rows = [
  { id: 1, customerName: '杭州城建集团', projectName: '滨江地铁站', address: '滨江区江南大道', lng: 120.21, lat: 30.2, radius: 300 },
  { id: 2, customerName: '杭州城建集团', projectName: '奥体中心', lng: '120.25', lat: '30.23' },
  { id: 3, customerName: '余杭交投', projectName: '良渚大道', lng: null, lat: null },
  { id: 4, customerName: 'Green Homes', projectName: 'Tower B', lng: 120.1, lat: 30.4 },
];

describe('the sites of the customer map', () => {
  it('keeps the projects that have a position', () => {
    expect(sitesOf(rows).map((s) => s.id)).toEqual([1, 2, 4]);
    expect(sitesOf(rows)[1].at).toEqual({ lng: 120.25, lat: 30.23 });
    expect(sitesOf(rows).map((s) => s.radius)).toEqual([300, undefined, undefined]);
  });

  it('finds sites by customer, project or address, ignoring case', () => {
    const sites = sitesOf(rows);
    expect(filterSites(sites, '城建').map((s) => s.id)).toEqual([1, 2]);
    expect(filterSites(sites, '江南').map((s) => s.id)).toEqual([1]);
    expect(filterSites(sites, 'tower').map((s) => s.id)).toEqual([4]);
    expect(filterSites(sites, '  ')).toHaveLength(3);
  });

  it('gives each customer one colour of its own', () => {
    const colours = customerColours(sitesOf(rows));
    expect(colours.size).toBe(2);
    expect(colours.get('杭州城建集团')).not.toBe(colours.get('Green Homes'));
  });
});
