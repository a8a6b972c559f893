import { expect, test } from '@playwright/test';
import { apiToken, digest, expectShell, openUserMenu, signIn } from './support';

test.describe('signing in and out', () => {
  test('a dispatcher signs in and lands on the home page with the shell', async ({ page }) => {
    await signIn(page, 'dispatcher');
    await expectShell(page);
    await expect(page.getByText('欢迎，陈志强')).toBeVisible();
    await expect(page.getByRole('heading', { name: '今日任务' }).or(page.getByText('今日任务'))).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'access_token')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
    await signIn(page, 'admin', 'not-the-password');
    await expect(page.getByText('用户名或密码错误')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('the login form asks for both fields, names the empty one and shows the password on request', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: '登 录' }).click();
    await expect(page.getByText('请输入用户名')).toBeVisible();
    await expect(page.getByText('请输入密码')).toBeVisible();
    await expect(page.getByLabel('用户名')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('用户名').fill('admin');
    await expect(page.getByText('请输入用户名')).toBeHidden();
    await expect(page.getByText('请输入密码')).toBeVisible();
    const password = page.getByLabel('密码', { exact: true });
    await password.fill('mixboard123');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: '显示密码' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: '隐藏密码' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await password.press('Enter');
    await expectShell(page);
  });

  test('an unknown path without a session goes to the login page with the redirect', async ({ page }) => {
    await page.goto('/sales/customer');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsales%2Fcustomer|\/login\?redirect=\/sales\/customer/);
  });

  test('logout revokes the session and returns to the login page', async ({ page }) => {
    await signIn(page, 'sales');
    await expectShell(page);
    const token = (await page.context().cookies()).find((c) => c.name === 'access_token')!.value;
    await openUserMenu(page, '退出登录');
    // the login route's chunk loads before the URL changes (React Router lazy): allow a busy machine
    await expect(page).toHaveURL(/\/login/, { timeout: 30_000 });
    expect((await page.context().cookies()).find((c) => c.name === 'access_token')).toBeUndefined();
    const r = await page.request.get('/prod-api/user/users/current', { headers: { access_token: token } });
    expect(r.status()).toBe(401);
  });

  test('a revoked token answers 401: the message shows and the session is cleared after a second', async ({ page }) => {
    await signIn(page, 'lab');
    await expectShell(page);
    const token = (await page.context().cookies()).find((c) => c.name === 'access_token')!.value;
    expect((await page.request.get('/prod-api/auth/api/exit', { headers: { access_token: token } })).ok()).toBe(true);
    await page
      .getByRole('button', { name: '消息通知' })
      .or(page.getByRole('button', { name: '展开/收起侧边栏' }))
      .first()
      .click();
    await page.reload();
    // the shell's frame paints before antd: the message's code loads when the 401 comes (a busy machine may take a while)
    await expect(page.getByText('你的访问已超时, 请重新登录')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/login/, { timeout: 5000 });
  });
});

test.describe('changing the password', () => {
  test('the dialog applies the rules, then signs out a second after success', async ({ page }) => {
    const admin = await apiToken(page);
    const user = `e2e${Date.now() % 100000}`;
    const save = await page.request.post('/prod-api/user/users/save', {
      headers: { access_token: admin },
      data: {
        user_name: user,
        true_name: '测试员',
        user_code: `E2E${Date.now() % 100000}`,
        password: digest('firstpass1'),
        confirm: digest('firstpass1'),
        length: 10,
        roleIds: [2],
      },
    });
    expect((await save.json()).code).toBe(200);

    await signIn(page, user, 'firstpass1');
    await expectShell(page);
    await openUserMenu(page, '修改密码');
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(dialog.getByText('密码不能为空')).toBeVisible();
    await expect(dialog.getByText('请再次输入密码')).toBeVisible();
    await dialog.getByLabel('密码', { exact: true }).fill('short');
    await expect(dialog.getByText('密码长度不能少于8位')).toBeVisible();
    await dialog.getByLabel('密码', { exact: true }).fill('secondpass2');
    await dialog.getByLabel('确认密码').fill('secondpass3');
    await expect(dialog.getByText('两次输入密码不一致')).toBeVisible();
    await dialog.getByLabel('确认密码').fill('secondpass2');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await expect(page.getByText('密码修改成功')).toBeVisible();
    await expect(page).toHaveURL(/\/login/, { timeout: 5000 });

    await signIn(page, user, 'secondpass2');
    await expectShell(page);
  });
});
