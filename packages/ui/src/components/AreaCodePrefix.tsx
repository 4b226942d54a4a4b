import { useState } from 'react';
import { useTranslation } from '../i18n';
import { CountryList } from './CountryList';
import { IconBack } from './Icons';
import { useModalDialog } from './modal-dialog';

/**
 * The "+86" prefix of a mobile input: typed directly, or chosen from the country picker, which
 * opens over the form so nothing typed is lost (the `/pages/common/area` page is the same list).
 */
export const AreaCodePrefix = ({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Which of the countries sharing a code (+1: the US or Canada) the user chose here.
  const [picked, setPicked] = useState<string>();
  const ref = useModalDialog(open);
  return (
    <>
      <span className="field__prefix">
        <span>+</span>
        <input
          className="field__prefix-input"
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
          inputMode="numeric"
          maxLength={4}
          aria-label={t('auth.areaCode')}
          data-testid={testId}
        />
        <button
          type="button"
          className="field__prefix-pick"
          onClick={() => setOpen(true)}
          aria-label={t('area.title')}
          data-testid={`${testId}-pick`}
        >
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
      </span>
      <dialog
        ref={ref}
        className="sheet"
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
        data-testid="area-sheet"
      >
        <header className="navbar">
          <div className="navbar__side">
            <button
              type="button"
              className="icon-button"
              onClick={() => setOpen(false)}
              aria-label={t('common.close')}
            >
              <IconBack />
            </button>
          </div>
          <h2 className="navbar__title">{t('area.title')}</h2>
          <div className="navbar__side" />
        </header>
        {open ? (
          <CountryList
            current={value}
            picked={picked}
            onPick={(country) => {
              setPicked(country.iso);
              onChange(country.dial);
              setOpen(false);
            }}
          />
        ) : null}
      </dialog>
    </>
  );
};
