import { useI18n } from '../../i18n/i18n';

/**
 * Points used against the limit as numbers and a bar; past the limit the bar turns to the error colour.
 * `limitText` writes the limit with its currency ("500 doublons") where the figure alone is ambiguous.
 */
export function PointsGauge(props: {
  used: number;
  limit: number;
  label: string;
  large?: boolean;
  limitText?: string;
}) {
  const { number } = useI18n();
  const ratio = () => (props.limit > 0 ? props.used / props.limit : 0);
  return (
    <span class="gauge" classList={{ 'gauge-large': props.large, 'gauge-over': ratio() > 1 }}>
      <span class="gauge-figures">
        <strong>{number(props.used)}</strong> / {props.limitText ?? number(props.limit)}
      </span>
      <span
        class="gauge-track"
        role="meter"
        aria-label={props.label}
        aria-valuemin={0}
        aria-valuemax={props.limit}
        aria-valuenow={props.used}
        aria-valuetext={`${number(props.used)} / ${props.limitText ?? number(props.limit)}`}
      >
        <span class="gauge-fill" style={{ width: `${Math.min(100, ratio() * 100)}%` }} />
      </span>
    </span>
  );
}
