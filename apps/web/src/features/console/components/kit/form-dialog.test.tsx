import { createOperatorRequestSchema, type OperatorRole } from '@lotus/contract';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api';
import { FormDialog } from './form-dialog';
import { fieldPaths, useConsoleForm } from './use-console-form';

function OperatorDialog({ send, onClose }: { send: (body: unknown) => Promise<unknown>; onClose: () => void }) {
  const {
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useConsoleForm({
    defaultValues: { username: '', role: 'support' as OperatorRole },
    schema: createOperatorRequestSchema,
    toBody: (v) => ({ username: v.username.trim(), role: v.role }),
    messageOf: (path, _error, values) =>
      path === 'username' ? (values.username === '' ? 'Required' : 'Letters first, 3 to 32') : undefined,
  });
  return (
    <FormDialog
      title="New operator"
      testId="dialog"
      onClose={onClose}
      onSubmit={submit((body) => send(body))}
      failure={failure}
      pending={isSubmitting}
      submitLabel="Create"
      submitTestId="create"
    >
      <TextField label="Username" error={errors.username?.message} {...register('username')} />
    </FormDialog>
  );
}

describe('FormDialog with useConsoleForm', () => {
  it('validates by the contract schema, in the operator’s words, before anything is sent', async () => {
    const send = vi.fn(async () => ({}));
    render(<OperatorDialog send={send} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'New operator' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('create'));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), { target: { value: '9x' } });
    fireEvent.click(screen.getByTestId('create'));
    expect(await screen.findByText('Letters first, 3 to 32')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the body the schema accepted (trimmed) and closes on cancel', async () => {
    const send = vi.fn(async () => ({}));
    const onClose = vi.fn();
    render(<OperatorDialog send={send} onClose={onClose} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), { target: { value: '  alice ' } });
    fireEvent.click(screen.getByTestId('create'));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ username: 'alice', role: 'support' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('puts a server field error on its field, and any other refusal above the buttons', async () => {
    const fieldError = new ApiError('bad', 'Taken', 400, { fields: { username: 'Taken' } });
    const send = vi.fn().mockRejectedValueOnce(fieldError).mockRejectedValueOnce(new Error('Server down'));
    render(<OperatorDialog send={send} onClose={() => {}} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), { target: { value: 'alice' } });
    fireEvent.click(screen.getByTestId('create'));
    expect(await screen.findByText('Taken')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /Server/ })).toBeNull();
    fireEvent.click(screen.getByTestId('create'));
    expect(await screen.findByText('Server down')).toHaveAttribute('role', 'alert');
  });
});

describe('fieldPaths', () => {
  it('lists every leaf of the form values', () => {
    expect(fieldPaths({ name: { EN: '', CN: '' }, min: '1', on: true })).toEqual(['name.EN', 'name.CN', 'min', 'on']);
  });
});

describe('useConsoleForm', () => {
  it('leaves the form values as typed for the handler', async () => {
    const { result } = renderHook(() =>
      useConsoleForm({
        defaultValues: { username: ' bob ', role: 'admin' as OperatorRole },
        schema: createOperatorRequestSchema,
        toBody: (v) => ({ username: v.username.trim(), role: v.role }),
        messageOf: () => undefined,
      }),
    );
    const send = vi.fn(async () => {});
    await act(() => result.current.submit(send)());
    expect(send).toHaveBeenCalledWith({ username: 'bob', role: 'admin' }, { username: ' bob ', role: 'admin' });
  });
});
