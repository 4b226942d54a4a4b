import { useLocation } from '../app/navigation';
import { Paths } from '../app/routes';
import { ButtonLink } from './ButtonLink';

/** Where a trade form would be for a signed-in user: why to log in, and the way there (back here after). */
export const LoginToTrade = ({ hint, label, testId }: { hint: string; label: string; testId: string }) => {
  const location = useLocation();
  return (
    <div className="order-form order-form--guest" data-testid={testId}>
      <p className="order-form__hint">{hint}</p>
      <ButtonLink to={Paths.login} state={{ from: location.pathname }} tone="primary">
        {label}
      </ButtonLink>
    </div>
  );
};
