import { Empty, Input, Space, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Circle, Marker, Tooltip } from 'react-leaflet';
import { AdminMap, FitBounds, pinIcon } from './admin-map';
import { customerColours, filterSites, type CustomerSite } from './customer-sites';
import { boundsOf } from './geo';
import { useMapT } from './map-i18n';

export interface CustomerMapProps {
  sites: readonly CustomerSite[];
  loading?: boolean;
  height?: number | string;
}

/**
 * Where the customers build: one pin per project site with its geofence, coloured by customer,
 * found by customer, project or address. Few enough markers for plain Leaflet markers (the
 * dispatch map's canvas layer is for hundreds of moving trucks).
 */
export function CustomerMap({ sites, loading, height = 'calc(100vh - 260px)' }: CustomerMapProps) {
  const t = useMapT();
  const [query, setQuery] = useState('');
  const colours = useMemo(() => customerColours(sites), [sites]);
  const icons = useMemo(() => new Map([...colours].map(([name, colour]) => [name, pinIcon(colour)])), [colours]);
  const shown = useMemo(() => filterSites(sites, query), [sites, query]);
  const customers = useMemo(() => new Set(shown.map((s) => s.customerName)), [shown]);
  const bounds = useMemo(() => boundsOf(shown.map((s) => s.at)), [shown]);

  return (
    <div data-testid="customer-map">
      <div className="admin-map-bar">
        <Input.Search allowClear placeholder={t('search')} style={{ width: 280 }} onSearch={setQuery} onChange={(e) => !e.target.value && setQuery('')} />
        <Typography.Text type="secondary" data-testid="customer-map-count">
          {t('showing', { n: shown.length, c: customers.size })}
        </Typography.Text>
        <Space size={4} wrap>
          {[...customers].slice(0, 12).map((name) => (
            <Tag key={name} color={colours.get(name)}>
              {name}
            </Tag>
          ))}
        </Space>
      </div>
      <Spin spinning={!!loading}>
        {!loading && !sites.length && <Empty description={t('noLocated')} style={{ marginBottom: 12 }} />}
        <AdminMap height={height}>
          <FitBounds bounds={bounds} />
          {shown.map(
            (s) =>
              s.radius && (
                <Circle
                  key={`fence-${s.id}`}
                  center={[s.at.lat, s.at.lng]}
                  radius={s.radius}
                  interactive={false}
                  pathOptions={{ color: colours.get(s.customerName), weight: 1, fillOpacity: 0.12 }}
                />
              ),
          )}
          {shown.map((s) => (
            <Marker key={s.id} position={[s.at.lat, s.at.lng]} icon={icons.get(s.customerName)}>
              <Tooltip>
                <b>{s.projectName}</b>
                <br />
                {t('customer')}: {s.customerName}
                {s.address ? (
                  <>
                    <br />
                    {t('address')}: {s.address}
                  </>
                ) : null}
              </Tooltip>
            </Marker>
          ))}
        </AdminMap>
      </Spin>
    </div>
  );
}
