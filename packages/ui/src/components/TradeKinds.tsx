import { useNavigate } from '../app/navigation';
import { Paths } from '../app/routes';
import { useTranslation } from '../i18n';
import { Segmented } from './Segmented';
import './trade-kinds.css';

type TradeKind = 'spot' | 'futures' | 'options';

const PATH_OF: Readonly<Record<TradeKind, string>> = {
  spot: Paths.trade,
  futures: Paths.futures,
  options: Paths.options,
};

/** The Trade tab's three products (spec §2): spot, futures and options, each its own page. */
export const TradeKinds = ({ current }: { current: TradeKind }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="trade-kinds">
      <Segmented<TradeKind>
        size="small"
        options={[
          { key: 'spot', label: t('trade.spot') },
          { key: 'futures', label: t('trade.futures') },
          { key: 'options', label: t('trade.options') },
        ]}
        value={current}
        onChange={(kind) => navigate(PATH_OF[kind], { replace: true })}
        testId="trade-kind"
      />
    </div>
  );
};
