import type { depositChannels } from '../schema.ts';

/**
 * The demo brand's cashier: an online channel paid on the demo provider's page (Pay or Fail), and a bank transfer
 * that finance credits by hand. Limits in minor units.
 */
export const demoDepositChannels = (merchantId: number): (typeof depositChannels.$inferInsert)[] => [
  {
    merchantId,
    kind: 'online',
    provider: 'demo',
    name: { EN: 'Online payment', CN: '在线支付' },
    instructions: { EN: 'Pay on the payment page that opens.', CN: '请在打开的支付页面完成付款。' },
    minAmount: 1_000,
    maxAmount: 5_000_000,
    sort: 0,
  },
  {
    merchantId,
    kind: 'bank',
    provider: null,
    name: { EN: 'Bank transfer', CN: '银行转账' },
    instructions: {
      EN: 'Transfer the exact amount to Lotus Demo Ltd, account 6222 0000 1234 5678, China Merchants Bank, and put the order number in the remark. Finance credits it once the money arrives.',
      CN: '请向招商银行 账号 6222 0000 1234 5678（户名 Lotus Demo Ltd）转入准确金额，并在备注中填写订单号。款项到账后由财务为您上分。',
    },
    minAmount: 10_000,
    maxAmount: 20_000_000,
    sort: 1,
  },
];
