import type { ReactNode } from 'react';
import { useLocation, useNavigate } from '../app/navigation';
import { Paths } from '../app/routes';
import { useTranslation } from '../i18n';
import { IconBack } from './Icons';

interface NavBarProps {
  /** i18n key of the title. */
  readonly titleKey: string;
  /** Tab pages are roots: no back button. */
  readonly back?: boolean;
  /** Actions on the right, e.g. icon buttons. */
  readonly right?: ReactNode;
}

/** The custom navigation bar every page has (spec §2): back, title, actions. */
export const NavBar = ({ titleKey, back = true, right }: NavBarProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // A page opened directly (no history inside the app) goes back to Home rather than off the app.
  const goBack = () => (location.key === 'default' ? navigate(Paths.home, { replace: true }) : navigate(-1));
  return (
    <header className="navbar">
      <div className="navbar__side">
        {back ? (
          <button
            type="button"
            className="icon-button"
            onClick={goBack}
            aria-label={t('common.back')}
            data-testid="nav-back"
          >
            <IconBack />
          </button>
        ) : null}
      </div>
      <h1 className="navbar__title" data-testid="nav-title">
        {t(titleKey)}
      </h1>
      <div className="navbar__side navbar__side--end">{right}</div>
    </header>
  );
};
