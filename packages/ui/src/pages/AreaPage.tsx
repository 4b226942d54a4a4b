import { useNavigate } from '../app/navigation';
import type { PageProps } from '../app/routes';
import { useAreaCode } from '../app/services';
import { CountryList } from '../components/CountryList';
import { Screen } from '../components/Screen';

/**
 * Spec §2 area / areas: the country picker as a page. The pick becomes the shared area code the
 * mobile forms start from, then it is back to the form that opened it.
 */
export default function AreaPage({ route }: PageProps) {
  const navigate = useNavigate();
  const [areaCode, setAreaCode] = useAreaCode();
  return (
    <Screen route={route} testId="page-area">
      <CountryList
        current={areaCode}
        onPick={(country) => {
          setAreaCode(country.dial);
          navigate(-1);
        }}
      />
    </Screen>
  );
}
