import { Routes } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { findRoute, Paths, ROUTES, TABS } from './routes';

describe('route table', () => {
  it('registers each path once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('registers the entry page under both of its names', () => {
    expect(ROUTES.find((r) => r.path === '/')?.page).toBe('home');
    expect(ROUTES.find((r) => r.path === '/pages/index/index')?.page).toBe('home');
  });

  it('registers every page of spec §2', () => {
    // A sample from each group; the table itself is written from the spec's list.
    for (const path of [
      '/pages/common/area',
      '/pages/setting/operational_compliance',
      '/pages/fund/transfer_history',
      '/pages/market/search',
      '/pages/transaction/seconds_order',
      '/pages/copytrade/trader',
      '/pages/follow/agreement_en',
      '/pages/ieo/order',
      '/pages/lockming/welcome',
      '/pages/invest/help',
      '/pages/nft/components/collection',
      '/pages/otc/otc',
      '/pages/game/game',
      '/pages/kefu/index',
      '/pages/kf/kf',
      '/pages/mailMessage/ggDetail',
      '/choose-location',
      '/open-location',
    ]) {
      expect(
        ROUTES.some((r) => r.path === path),
        path,
      ).toBe(true);
    }
    expect(ROUTES.length).toBeGreaterThanOrEqual(90);
  });

  it('links only to registered paths', () => {
    for (const path of Object.values(Paths))
      expect(
        ROUTES.some((r) => r.path === path),
        path,
      ).toBe(true);
    for (const tab of TABS)
      expect(
        ROUTES.some((r) => r.path === tab.path && r.tab === tab.key),
        tab.key,
      ).toBe(true);
  });

  it('guards account pages and leaves the sign-in pages open', () => {
    const byPath = (path: string) => ROUTES.find((r) => r.path === path);
    expect(byPath(Paths.assets)?.auth).toBe(true);
    expect(byPath(Paths.setting)?.auth).toBe(true);
    expect(byPath('/pages/transaction/contract_order')?.auth).toBe(true);
    expect(byPath(Routes.login)?.auth).toBe(false);
    expect(byPath(Paths.register)?.auth).toBe(false);
    expect(byPath(Paths.forget)?.auth).toBe(false);
    expect(byPath(Paths.language)?.auth).toBe(false);
    expect(byPath(Paths.home)?.auth).toBe(false);
  });
});

describe('OTC loans', () => {
  it('opens the desk and the borrowing form, both behind the login, the form under its own title', () => {
    expect(findRoute(Paths.loans)).toMatchObject({ page: 'loans', auth: true, titleKey: 'routeTitle.otc' });
    expect(findRoute(Paths.borrowing)).toMatchObject({
      page: 'borrowing',
      auth: true,
      titleKey: 'loans.applyTitle',
    });
  });
});

describe('customer service', () => {
  it('opens the chat under both of the spec’s names, behind the login', () => {
    expect(findRoute(Paths.chat)).toMatchObject({ page: 'chat', auth: true, titleKey: 'routeTitle.kefu' });
    expect(findRoute('/pages/kf/kf')).toMatchObject({ page: 'chat', auth: true });
  });
});

describe('invitation rebates and VIP levels', () => {
  it('opens the rebate records and the VIP page beside the other settings, behind the login', () => {
    expect(findRoute(Paths.rebates)).toMatchObject({
      page: 'rebates',
      auth: true,
      titleKey: 'rebates.title',
    });
    expect(findRoute(Paths.vip)).toMatchObject({ page: 'vip', auth: true, titleKey: 'vip.title' });
  });

  it('opens the coupons at spec §2’s `setting/coupon`, behind the login', () => {
    expect(findRoute('/pages/setting/coupon')).toMatchObject({
      page: 'coupons',
      auth: true,
      titleKey: 'coupons.title',
    });
  });
});

describe('proof of reserves', () => {
  it('opens the published snapshot to everyone: checking one’s own balances asks for a login on the page itself', () => {
    expect(findRoute(Paths.reserves)).toMatchObject({
      page: 'reserves',
      auth: false,
      titleKey: 'reserves.title',
    });
  });
});

describe('guess game', () => {
  it('opens the questions to everyone: betting and the user’s bets ask for a login on the page itself', () => {
    expect(findRoute(Paths.guess)).toMatchObject({ page: 'guess', auth: false, titleKey: 'routeTitle.game' });
  });
});

describe('copy trading', () => {
  it('opens the traders, their pages and the agreement to everyone; following and My copy trading need a login', () => {
    for (const path of [Paths.copyTrading, Paths.followTraders])
      expect(findRoute(path)).toMatchObject({ page: 'copyTraders', auth: false });
    for (const path of [Paths.copyTrader, Paths.followTrader])
      expect(findRoute(path)).toMatchObject({
        page: 'copyTrader',
        auth: false,
        titleKey: 'copy.traderTitle',
      });
    for (const path of [Paths.followAgreementZh, Paths.followAgreementEn])
      expect(findRoute(path)).toMatchObject({
        page: 'followAgreement',
        auth: false,
        titleKey: 'copy.agreementTitle',
      });
    expect(findRoute(Paths.follow)).toMatchObject({
      page: 'follow',
      auth: true,
      titleKey: 'copy.followTitle',
    });
    expect(findRoute(Paths.myCopyTrading)).toMatchObject({
      page: 'myCopyTrading',
      auth: true,
      titleKey: 'copy.myTitle',
    });
  });
});

describe('NFT marketplace', () => {
  it('opens the marketplace, its parts, artists and artworks to everyone; buying, paying, reselling and My NFTs need a login', () => {
    expect(findRoute(Paths.nft)).toMatchObject({ page: 'nft', auth: false, titleKey: 'nft.title' });
    for (const [path, page] of [
      [Paths.nftArtists, 'nftArtists'],
      [Paths.nftArtist, 'nftArtist'],
      [Paths.nftArtworks, 'nftArtworks'],
      [Paths.nftArtwork, 'nftArtwork'],
      [Paths.nftArtworkVideo, 'nftArtwork'],
      [Paths.nftSearch, 'nftSearch'],
      [Paths.nftCollections, 'nftCollections'],
    ] as const)
      expect(findRoute(path), path).toMatchObject({ page, auth: false });
    for (const [path, page] of [
      [Paths.nftBuy, 'nftBuy'],
      [Paths.nftPay, 'nftPay'],
      [Paths.nftResell, 'nftResell'],
      [Paths.nftMine, 'nftMine'],
      ['/pages/nft/mine', 'nftMine'],
    ] as const)
      expect(findRoute(path), path).toMatchObject({ page, auth: true });
    expect(
      ROUTES.filter((route) => route.path.startsWith('/pages/nft/')).map((route) => route.page),
    ).not.toContain('underDevelopment');
  });
});

describe('Paths', () => {
  it("names core's login and verification pages as core does (its redirects go there)", () => {
    expect(Paths.login).toBe(Routes.login);
    expect(Paths.verification).toBe(Routes.verification);
  });
});

describe('findRoute', () => {
  it('finds a route whatever the case of its path and with trailing slashes', () => {
    expect(findRoute('/pages/market/market')?.page).toBe('market');
    expect(findRoute('/Pages/Market/MARKET')?.page).toBe('market');
    expect(findRoute('/pages/fund/fundTransfer/')?.page).toBe('convert');
    expect(findRoute('/')?.page).toBe('home');
    expect(findRoute('//')?.page).toBe('home');
  });

  it('finds nothing for a path outside the table', () => {
    expect(findRoute('/pages/nowhere')).toBeUndefined();
    expect(findRoute('/pages/market')).toBeUndefined();
  });
});
