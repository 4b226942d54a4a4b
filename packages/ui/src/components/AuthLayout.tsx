import type { ReactNode } from 'react';
import { Paths } from '../app/routes';
import { useTranslation } from '../i18n';
import { IconLink } from './IconLink';
import { IconGlobe } from './Icons';
import { NavBar } from './NavBar';

/** The frame of the sign-in pages: nav bar, heading, the form, a link to the other page. */
export const AuthLayout = ({
  titleKey,
  heading,
  subtitle,
  children,
  footer,
  testId,
}: {
  titleKey: string;
  heading: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <div className="screen screen--auth" data-testid={testId}>
      <NavBar
        titleKey={titleKey}
        right={
          <IconLink to={Paths.language} label={t('home.language')}>
            <IconGlobe />
          </IconLink>
        }
      />
      <div className="auth">
        <div className="auth__intro">
          <span className="brand__mark brand__mark--large" aria-hidden="true">
            T
          </span>
          <h2 className="auth__heading">{heading}</h2>
          <p className="auth__subtitle">{subtitle}</p>
        </div>
        {children}
        {footer ? <div className="auth__footer">{footer}</div> : null}
      </div>
    </div>
  );
};
