// The wizard cannot charge twice (issue 14 item 20): pay by card in the sandbox at the
// payment step, reload the page (the URL still says step=3), and the step reads the
// account's real subscription — the paid plan and its end are shown, "Pagar agora" and the
// trial button are not, and "Continuar" goes on to the confirmation. One payment, ever.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { payments, users } from '@kumbu/db/schema';
import { AXE_CONTEXT_OPTIONS } from './axe-check';
import { HAS_CHROMIUM, SCREENSHOTS, useServerAndBrowser } from './browser';

interface OutboxItem { readonly to: string; readonly channel: string; readonly code?: string | null }

describe.skipIf(!HAS_CHROMIUM)('the wizard after paying, reloaded', () => {
  const env = useServerAndBrowser();

  it('shows the paid plan and offers no second payment', { timeout: 150_000 }, async () => {
    const phone = '+244923700077';
    const email = 'rita.recarrega@kumbu.ao';
    const context = await env.browser.newContext({ ...AXE_CONTEXT_OPTIONS, viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    const wizard = page.locator('dialog.onboarding[open]');
    const stepOf = () => wizard.getAttribute('data-step');
    await page.goto(`${env.server.url}/?whatsappId=${encodeURIComponent(phone)}&lang=pt`);

    // Steps 0–2 as a new person walks them; no plan in the URL (as after a reload, "Ainda sem plano").
    await expect.poll(stepOf, { timeout: 15_000 }).toBe('0');
    await wizard.getByRole('button', { name: 'Começar', exact: true }).click();
    await expect.poll(stepOf).toBe('1');
    await wizard.locator('input[value="standard"]').check();
    await wizard.getByRole('button', { name: 'Continuar' }).click();
    await expect.poll(stepOf).toBe('2');
    await wizard.getByLabel('Nome', { exact: true }).fill('Rita Recarrega');
    await wizard.getByLabel('E-mail', { exact: true }).fill(email);
    await wizard.getByLabel('Senha', { exact: true }).fill('kwanza-forte-2026');
    await wizard.getByLabel('Confirmar senha', { exact: true }).fill('kwanza-forte-2026');
    await wizard.locator('input[type="checkbox"]').check();
    await wizard.getByRole('button', { name: 'Verificar número' }).click();
    const codeInput = wizard.locator('input[autocomplete="one-time-code"]');
    await codeInput.waitFor({ timeout: 30_000 });
    const outbox = await env.server.app.inject({ method: 'GET', url: `/api/dev/outbox?channel=sms&to=${encodeURIComponent(phone)}` });
    await codeInput.fill(String(outbox.json<{ data: { items: OutboxItem[] } }>().data.items[0]?.code));
    await wizard.getByRole('button', { name: 'Verificar', exact: true }).click();
    await expect.poll(stepOf, { timeout: 30_000 }).toBe('3');

    // Pay by card in the sandbox.
    await wizard.getByRole('button', { name: 'Pagar agora' }).click();
    await wizard.getByText('Cartão', { exact: true }).click();
    await wizard.getByLabel('Número do cartão', { exact: true }).pressSequentially('4242424242424242');
    await wizard.getByLabel('Validade (MM/AA)').pressSequentially(`12${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`);
    await wizard.getByLabel('CVC', { exact: true }).fill('123');
    await wizard.getByLabel('Nome do titular').fill('Rita Recarrega');
    await wizard.getByRole('button', { name: /^Pagar 13\s000,00/ }).click();
    await expect.poll(() => wizard.locator('.checkout-paid__title').textContent(), { timeout: 15_000 }).toBe('Pagamento confirmado!');
    const [user] = await env.server.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const paymentsOf = async () => (await env.server.database.db.select({ n: count() }).from(payments).where(eq(payments.userId, user?.id ?? '')))[0]?.n;
    expect(await paymentsOf()).toBe(1);

    // Reload at the payment step: the account is read, not the wizard's memory.
    expect(new URL(page.url()).searchParams.get('step')).toBe('3');
    await page.reload();
    await expect.poll(stepOf, { timeout: 15_000 }).toBe('3');
    const summary = wizard.locator('.onboarding-summary');
    await expect.poll(() => summary.textContent(), { timeout: 15_000 }).toContain('Standard');
    const text = (await wizard.locator('.onboarding-payment').textContent()) ?? '';
    expect(text).not.toContain('Ainda sem plano');
    expect(text).toMatch(/já está pago e ativo até/);
    expect(await wizard.getByRole('button', { name: 'Pagar agora' }).count()).toBe(0);
    expect(await wizard.getByRole('button', { name: 'Continuar com o teste grátis' }).count()).toBe(0);
    expect(await wizard.locator('.checkout').count()).toBe(0);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}wizard-paid-reload-pt-360.png` });

    await wizard.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect.poll(stepOf).toBe('4');
    expect(await paymentsOf()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
