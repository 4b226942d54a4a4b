import { useNavigate } from '../../../app/navigation';
import { Paths } from '../../../app/routes';
import { Segmented } from '../../../components/Segmented';
import { useTranslation } from '../../../i18n';

type CopyTab = 'traders' | 'mine';

/** Copy trading's two views (spec §2 `copytrade`): the traders to follow, and the user's own follows and copies. */
export const CopyTabs = ({ current }: { current: CopyTab }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="screen__tabs">
      <Segmented<CopyTab>
        options={[
          { key: 'traders', label: t('copy.tradersTab') },
          { key: 'mine', label: t('copy.mineTab') },
        ]}
        value={current}
        onChange={(tab) =>
          navigate(tab === 'mine' ? Paths.myCopyTrading : Paths.copyTrading, { replace: true })
        }
        testId="copy-tabs"
      />
    </div>
  );
};
