import { useState } from 'react';
import { usePrivateImage } from '../../../app/private-image';
import { useModalDialog } from '../../../components/modal-dialog';
import { Spinner } from '../../../components/States';
import { useTranslation } from '../../../i18n';
import { IconClose } from './ChatIcons';

/** The photo full size over the page: a native `<dialog>` (focus kept inside; Esc or its button closes it). */
const PhotoViewer = ({ src, open, onClose }: { src: string; open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      className="chat-viewer"
      aria-label={t('chat.photo')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      data-testid="chat-photo-viewer"
    >
      <img className="chat-viewer__image" src={src} alt={t('chat.photo')} />
      <button
        type="button"
        className="icon-button chat-viewer__close"
        onClick={onClose}
        aria-label={t('common.close')}
        data-testid="chat-photo-close"
      >
        <IconClose />
      </button>
    </dialog>
  );
};

/** A photo in the conversation, from an address the page may load: a thumbnail that opens full size. */
export const ChatPhoto = ({ src }: { src: string }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="chat-photo"
        onClick={() => setOpen(true)}
        aria-label={t('chat.openPhoto')}
        data-testid="chat-photo"
      >
        <img className="chat-photo__image" src={src} alt="" />
      </button>
      <PhotoViewer src={src} open={open} onClose={() => setOpen(false)} />
    </>
  );
};

/**
 * A stored message's photo: only the user and support may see it, so it is fetched signed in
 * (`usePrivateImage`); a box of the thumbnail's size holds its place meanwhile, so the
 * conversation does not move when it arrives.
 */
export const StoredChatPhoto = ({ url }: { url: string }) => {
  const { t } = useTranslation();
  const image = usePrivateImage(url);
  if (image.status === 'ready') return <ChatPhoto src={image.src} />;
  return (
    <span className="chat-photo chat-photo--waiting" data-testid="chat-photo-waiting">
      {image.status === 'loading' ? (
        <>
          <Spinner small />
          <span className="visually-hidden">{t('common.loading')}</span>
        </>
      ) : (
        t('chat.photoFailed')
      )}
    </span>
  );
};
