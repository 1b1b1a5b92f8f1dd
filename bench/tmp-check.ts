import { chromium } from 'playwright-core';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  const messages: string[] = [];
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  for (const path of ['/', '/news', '/rules']) {
    requests.length = 0;
    await page.goto(`http://localhost:4310${path}`);
    await page.waitForTimeout(500);
    const before = requests.filter((u) => u.endsWith('.js')).length;
    await page.keyboard.press('Shift');
    await page.waitForSelector('html[data-started="true"]', { state: 'attached', timeout: 10000 });
    console.log(
      width,
      path,
      'scripts before touch',
      before,
      'after',
      requests.filter((u) => u.endsWith('.js')).length,
    );
  }
  await page.goto('http://localhost:4310/');
  await page.waitForTimeout(300);
  await page.mouse.move(10, 10);
  await page.waitForSelector('html[data-started="true"]', { state: 'attached' });
  if (width === 390) {
    await page
      .click('button[aria-label*="menu" i]')
      .catch((e) => console.log('no menu', String(e).slice(0, 80)));
    await page.waitForTimeout(300);
  }
  await page.screenshot({ path: `/tmp/shot-${width}.png` });
  console.log(messages.join('\n'));
}
await browser.close();
