import { type BindBankAccountRequest, bankAccountSchema, bankAccountsSchema } from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint } from '@/lib/api';

export const bankAccountsKey = ['wallet', 'bank-accounts'] as const;

export const bankAccountsQuery = () =>
  queryOptions({
    queryKey: bankAccountsKey,
    queryFn: ({ signal }) => callEndpoint('bankAccounts', { schema: bankAccountsSchema, signal }),
  });

export const bindBankAccount = (body: BindBankAccountRequest) =>
  callEndpoint('bindBankAccount', { body, schema: bankAccountSchema });

export const removeBankAccount = (id: number) => callEndpoint('removeBankAccount', { query: { id }, schema: z.null() });
