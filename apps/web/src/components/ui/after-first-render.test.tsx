import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstRender } from './after-first-render';

describe('AfterFirstRender', () => {
  it('commits the fallback first and the children in the next render', async () => {
    const commits: string[] = [];
    const Probe = ({ name }: { name: string }) => {
      commits.push(name);
      return <p>{name}</p>;
    };
    await act(async () => {
      render(
        <AfterFirstRender fallback={<Probe name="placeholder" />}>
          <Probe name="content" />
        </AfterFirstRender>,
      );
    });
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).toBeNull();
    expect(commits[0]).toBe('placeholder');
  });
});
