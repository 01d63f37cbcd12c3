import { useAdminText } from '../admin-messages';

/** An export on its way: an indeterminate bar (the size is not known before the end) and the bytes so far. */
export function ExportProgress({ bytes }: { bytes: number }) {
  const text = useAdminText();
  return (
    <div className="export-progress" role="status" data-testid="export-progress">
      <div
        className="export-progress__bar"
        role="progressbar"
        aria-label={text.exporting}
        aria-valuetext={text.downloaded(Math.round(bytes / 1024))}
      >
        <span />
      </div>
      <p className="export-progress__text">
        {text.exporting} {bytes > 0 ? text.downloaded(Math.round(bytes / 1024)) : null}
      </p>
    </div>
  );
}
