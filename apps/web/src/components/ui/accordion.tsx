import { useId, useState, type ReactNode } from 'react';
import './accordion.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * Disclosure list: each header is a button (aria-expanded/aria-controls) that shows its panel.
 * Uncontrolled by default; pass `openIds` and `onToggle` to control it (terms side navigation).
 */
export function Accordion({
  items,
  openIds,
  onToggle,
  headingLevel = 3,
  className = '',
}: {
  items: AccordionItem[];
  openIds?: string[];
  onToggle?(id: string, open: boolean): void;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const baseId = useId();
  const [localOpen, setLocalOpen] = useState<string[]>([]);
  const open = openIds ?? localOpen;
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <div className={`accordion ${className}`}>
      {items.map((item) => {
        const expanded = open.includes(item.id);
        const panelId = `${baseId}-${item.id}-panel`;
        const buttonId = `${baseId}-${item.id}-button`;
        return (
          <div
            key={item.id}
            className={`accordion__item ${expanded ? 'accordion__item--open' : ''}`}
            id={item.id}
            data-accordion-id={item.id}
          >
            <Heading className="accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => {
                  if (onToggle) onToggle(item.id, !expanded);
                  if (!openIds) setLocalOpen((ids) => (expanded ? ids.filter((i) => i !== item.id) : [...ids, item.id]));
                }}
              >
                <span>{item.title}</span>
                <svg className="accordion__chevron" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                  <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!expanded}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
