type ProgressBarProps = {
  value: number;
  /** The value of a full bar (100 for a percent). */
  max?: number;
  /** The bar's name for screen readers, or the id of the visible text that names it. */
  label?: string;
  labelledBy?: string;
  valueText?: string;
  /** The caller's track and filled part: the bars differ in height and colour from screen to screen. */
  className: string;
  fillClassName: string;
  /** Set on the filled part as `data-state`, for a bar coloured by state. */
  state?: string;
};

/** A progress bar that carries its value for screen readers; the filled part's width follows `value / max`. */
export const ProgressBar = ({
  value,
  max = 100,
  label,
  labelledBy,
  valueText,
  className,
  fillClassName,
  state,
}: ProgressBarProps) => (
  <div
    className={className}
    role="progressbar"
    aria-label={label}
    aria-labelledby={labelledBy}
    aria-valuenow={value}
    aria-valuemin={0}
    aria-valuemax={max}
    aria-valuetext={valueText}
  >
    <div className={fillClassName} data-state={state} style={{ width: `${(value / max) * 100}%` }} />
  </div>
);
