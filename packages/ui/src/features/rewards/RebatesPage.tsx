import type { PageQuery } from '@tessera/core';
import { useCallback } from 'react';
import { usePagedList } from '../../app/paged';
import { type PageProps, Paths } from '../../app/routes';
import { useTessera } from '../../app/services';
import { ButtonLink } from '../../components/ButtonLink';
import { PagedList } from '../../components/PagedList';
import { Screen } from '../../components/Screen';
import { useTranslation } from '../../i18n';
import { RebateRow } from './components/RebateRow';
import '../finance/wealth.css';
import './rewards.css';

/**
 * The rebate records (spec §2 `setting/share`, settings "rebate"): what each friend's fees paid the
 * user, a day and an asset a row, newest first, page by page.
 */
export default function RebatesPage({ route }: PageProps) {
  const { t } = useTranslation();
  const tessera = useTessera();
  const fetchPage = useCallback((query: PageQuery) => tessera.api.rewards.rebates(query), [tessera]);
  const list = usePagedList(fetchPage);
  return (
    <Screen route={route} testId="page-rebates">
      <p className="screen__hint" data-testid="rebates-hint">
        {t('rebates.hint')}
      </p>
      <PagedList
        view={list}
        keyOf={(rebate) => rebate.id}
        renderItem={(rebate) => <RebateRow rebate={rebate} />}
        emptyText={t('rebates.empty')}
        emptyActions={
          <ButtonLink to={Paths.share} tone="primary" data-testid="rebates-invite">
            {t('settings.share')}
          </ButtonLink>
        }
        testId="rebates"
      />
    </Screen>
  );
}
