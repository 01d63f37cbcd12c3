import { Modal } from './modal';
import './video-modal.css';

/** The product and hero video: 60% of the window wide, autoplaying (youtube-nocookie embed). */
export function VideoModal({
  open,
  onClose,
  url,
  title,
  closeLabel,
}: {
  open: boolean;
  onClose(): void;
  url: string | null;
  title: string;
  closeLabel: string;
}) {
  const src = url ? `${url}${url.includes('?') ? '&' : '?'}autoplay=1&rel=0` : '';
  return (
    <Modal open={open} onClose={onClose} title={title} hideTitle width="60vw" bare closeLabel={closeLabel} className="video-modal">
      <div className="video-modal__frame">
        {open && src ? (
          <iframe src={src} title={title} allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowFullScreen />
        ) : null}
      </div>
    </Modal>
  );
}
