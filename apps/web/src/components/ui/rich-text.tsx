import './rich-text.css';

/** Rich text from the content service. The server sanitises it before it is served. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
