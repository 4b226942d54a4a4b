import { CHAT_TEXT_MAX, type ChatOutgoing, failureMessage, validateImageFile } from '@tessera/core';
import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { leftOf } from '../../../app/either';
import { onSubmit } from '../../../app/forms';
import { useTessera } from '../../../app/services';
import { Spinner } from '../../../components/States';
import { noticeText, useFormat, useTranslation, validationText, withGroupedAmounts } from '../../../i18n';
import { checkDraft, draftLength, sendsOnEnter, showsCounter } from '../draft';
import { IconClose, IconImage, IconSend } from './ChatIcons';

/** A photo picked for the next message: on its way to the exchange, then its upload reference. */
type Attachment =
  | { readonly phase: 'uploading'; readonly preview: string }
  | { readonly phase: 'ready'; readonly preview: string; readonly path: string };

/** The limit in core's refusal is written as the screens write numbers ("1,000"). */
const NUMBER_PARAMS: ReadonlySet<string> = new Set(['max']);

const isTouchScreen = () => window.matchMedia('(pointer: coarse)').matches;

/** The photo waiting to go with the message: its preview, "Uploading…" until it is up, and a remove button. */
const AttachmentPreview = ({ attachment, onRemove }: { attachment: Attachment; onRemove: () => void }) => {
  const { t } = useTranslation();
  return (
    <div className="composer__attachment" data-testid="chat-attachment" data-phase={attachment.phase}>
      <img className="composer__preview" src={attachment.preview} alt={t('chat.photoToSend')} />
      {attachment.phase === 'uploading' ? (
        <span className="composer__uploading">
          <Spinner small />
          {t('upload.uploading')}
        </span>
      ) : null}
      <button
        type="button"
        className="composer__remove"
        onClick={onRemove}
        aria-label={t('chat.removePhoto')}
        data-testid="chat-attachment-remove"
      >
        <IconClose />
      </button>
    </div>
  );
};

/**
 * Where the user writes to support: a growing box (Enter sends on a keyboard, Shift+Enter starts a
 * line), a photo to attach (checked by core's image rule, uploaded for the chat at once, previewed
 * from the file itself), the count near the limit and core's refusals worded under the box. The
 * send button is off while there is nothing to send or the photo is still uploading. `onSend`
 * takes the checked message and the photo's preview, which is the caller's to release from then on.
 */
export const Composer = ({ onSend }: { onSend: (message: ChatOutgoing, preview?: string) => void }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const tessera = useTessera();
  const problemId = useId();
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<Attachment>();
  const [fileProblem, setFileProblem] = useState<string>();
  // The preview this composer still owns, and which upload is the current one (a photo removed or
  // replaced while uploading must not come back when its upload ends).
  const owned = useRef<string>(undefined);
  const upload = useRef(0);

  const release = () => {
    if (owned.current !== undefined) URL.revokeObjectURL(owned.current);
    owned.current = undefined;
    upload.current += 1;
    setAttachment(undefined);
  };
  useEffect(
    () => () => {
      if (owned.current !== undefined) URL.revokeObjectURL(owned.current);
    },
    [],
  );

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    const refused = leftOf(validateImageFile(file));
    if (refused) {
      setFileProblem(validationText(t, refused));
      return;
    }
    release();
    setFileProblem(undefined);
    const preview = URL.createObjectURL(file);
    owned.current = preview;
    const attempt = upload.current;
    setAttachment({ phase: 'uploading', preview });
    const result = await tessera.api.account.upload(file, 'chat_image')();
    if (attempt !== upload.current) return;
    if (result._tag === 'Left') {
      release();
      setFileProblem(noticeText(t, failureMessage(result.left)));
      return;
    }
    setAttachment({ phase: 'ready', preview, path: result.right.path });
  };

  const { message, problem } = checkDraft(text, attachment?.phase === 'ready' ? attachment.path : null);
  const canSend = message !== undefined && attachment?.phase !== 'uploading';
  const send = () => {
    if (!canSend) return;
    onSend(message, attachment?.preview);
    // The preview now belongs to the message on its way.
    owned.current = undefined;
    upload.current += 1;
    setAttachment(undefined);
    setText('');
    setFileProblem(undefined);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!sendsOnEnter(event.nativeEvent, isTouchScreen())) return;
    event.preventDefault();
    send();
  };

  const length = draftLength(text);
  const shownProblem = fileProblem ?? validationText(t, withGroupedAmounts(problem, NUMBER_PARAMS, format));
  return (
    <form className="composer" onSubmit={onSubmit(send)} noValidate data-testid="chat-composer">
      {attachment === undefined ? null : <AttachmentPreview attachment={attachment} onRemove={release} />}
      <div className="composer__row">
        <label className="icon-button composer__attach" data-disabled={attachment?.phase === 'uploading'}>
          <IconImage />
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="visually-hidden"
            onChange={(event) => void pick(event)}
            disabled={attachment?.phase === 'uploading'}
            aria-label={t('chat.attach')}
            data-testid="chat-attach"
          />
        </label>
        <textarea
          className="composer__input"
          rows={1}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.inputLabel')}
          aria-invalid={shownProblem === undefined ? undefined : true}
          aria-describedby={shownProblem === undefined ? undefined : problemId}
          data-testid="chat-input"
        />
        <button
          type="submit"
          className="composer__send"
          disabled={!canSend}
          aria-label={t('chat.send')}
          data-testid="chat-send"
        >
          <IconSend />
        </button>
      </div>
      {shownProblem === undefined && !showsCounter(length) ? null : (
        <div className="composer__notes">
          <p className="composer__problem" id={problemId} role="alert" data-testid="chat-problem">
            {shownProblem}
          </p>
          {showsCounter(length) ? (
            <span
              className={
                length > CHAT_TEXT_MAX ? 'composer__counter composer__counter--over' : 'composer__counter'
              }
              data-testid="chat-counter"
            >
              {t('chat.counter', {
                used: format.integer(String(length)),
                max: format.integer(String(CHAT_TEXT_MAX)),
              })}
            </span>
          ) : null}
        </div>
      )}
    </form>
  );
};
