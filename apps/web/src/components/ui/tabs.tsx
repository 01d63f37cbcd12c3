import { useId, useRef, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

/**
 * An accessible tab list (arrow keys, Home and End move between tabs). The caller renders the
 * panel with `tabPanelProps(key)` so the tab and its panel name each other.
 */
export function Tabs<K extends string>({
  items,
  value,
  onChange,
  label,
  idBase,
}: {
  items: TabItem<NoInfer<K>>[];
  value: K;
  onChange(key: NoInfer<K>): void;
  label: string;
  idBase?: string;
}) {
  const autoId = useId();
  const base = idBase ?? autoId;
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (index: number) => {
    const next = (index + items.length) % items.length;
    onChange(items[next]!.key);
    refs.current[next]?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {items.map((item, index) => (
        <button
          key={item.key}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={`${base}-tab-${item.key}`}
          aria-controls={`${base}-panel-${item.key}`}
          aria-selected={item.key === value}
          tabIndex={item.key === value ? 0 : -1}
          className={`tabs__tab ${item.key === value ? 'tabs__tab--active' : ''}`}
          onClick={() => onChange(item.key)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') move(index + 1);
            else if (event.key === 'ArrowLeft') move(index - 1);
            else if (event.key === 'Home') move(0);
            else if (event.key === 'End') move(items.length - 1);
            else return;
            event.preventDefault();
          }}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

export const tabPanelProps = (idBase: string, key: string) => ({
  role: 'tabpanel' as const,
  id: `${idBase}-panel-${key}`,
  'aria-labelledby': `${idBase}-tab-${key}`,
  tabIndex: 0,
});
