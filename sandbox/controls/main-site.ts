/**
 * Stands in for the main site that the maintenance check sends people to (VITE_MAIN_SITE_URL),
 * so the redirect lands on a real page. It belongs to the sandbox, not the shop, hence the
 * three languages written here rather than through the app's catalogs.
 */
export const mainSitePage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Main site (sandbox)</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 40rem; padding: 2rem 1rem; color: #1a1a1a; }
  a { color: #0b57d0; display: inline-block; min-height: 44px; line-height: 44px; }
</style>
</head>
<body>
<main>
  <h1>Main site</h1>
  <p>This page stands for the main site. The shop sends people here while it is under maintenance.</p>
  <p lang="ja">このページはメインサイトの代わりです。メンテナンス中、ショップはここへ案内します。</p>
  <p lang="zh-TW">此頁面代表主網站。商店維護期間會將使用者導向此處。</p>
  <p><a href="/">Back to the shop</a></p>
</main>
</body>
</html>
`
