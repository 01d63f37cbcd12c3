import './spinner.css';

export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  return (
    <span className={`spinner spinner--${size}`} role={label ? 'status' : undefined} aria-hidden={label ? undefined : true}>
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}

/** Full-area loading state (the loading screen of spec section 2). */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner spinner--lg" aria-hidden="true" />
      <span className="loading-screen__label">{label}</span>
    </div>
  );
}
