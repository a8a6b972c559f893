import { useTranslation } from 'react-i18next';
import type { SiloLive } from '../../src/domain/events';
import { BOARD_THEME } from '../shell/board-theme';
import { PageMarker } from '../widgets/page-marker';
import { usePagedRows } from '../widgets/use-paged-rows';
import { fillPercent, siloAlarm } from './material-figures';

/** Each silo's level as a bar, with its low and high alarm thresholds marked on it; whole rows, paged. */
export function SiloBars({ silos }: { silos: readonly SiloLive[] }) {
  const { t } = useTranslation();
  const paged = usePagedRows(silos);
  return (
    <div className="silo-bars board-pages" ref={paged.box} {...paged.hover}>
      {paged.rows.map((s) => {
        const alarm = siloAlarm(s);
        const colour = alarm ? BOARD_THEME.bad : BOARD_THEME.accent;
        return (
          <div key={s.id} className="silo-row" data-page-row data-alarm={alarm ?? undefined}>
            <span className="silo-name" title={s.name}>
              {s.name} · {s.materialName}
            </span>
            <div className="board-bar silo-bar">
              <div className="board-bar-fill" style={{ width: `${fillPercent(s.level, s.capacity)}%`, background: colour }} />
              <div
                className="board-bar-mark"
                title={t('board.material.alarmLow')}
                style={{ left: `${fillPercent(s.alarmLow, s.capacity)}%`, background: BOARD_THEME.warn }}
              />
              {s.alarmHigh > 0 && (
                <div
                  className="board-bar-mark"
                  title={t('board.material.alarmHigh')}
                  style={{ left: `${fillPercent(s.alarmHigh, s.capacity)}%`, background: BOARD_THEME.bad }}
                />
              )}
            </div>
            <span className="silo-level" style={{ color: alarm ? BOARD_THEME.bad : BOARD_THEME.text }}>
              {s.level}/{s.capacity}
              {alarm && ` ${t(`board.material.${alarm}`)}`}
            </span>
          </div>
        );
      })}
      <PageMarker page={paged.page} pages={paged.pages} />
    </div>
  );
}
