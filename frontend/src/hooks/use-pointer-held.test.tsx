// @vitest-environment jsdom
// A value shown while a pointer is held keeps the one it had at the press until the release (a task after it, once
// the click is dispatched): what a blur shows moves nothing between a button's press and its release.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSteadyWhilePressed } from './use-pointer-held';

function Shown({ value }: { value: string }) {
  return <p>{useSteadyWhilePressed(value) || 'nothing'}</p>;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSteadyWhilePressed', () => {
  it('follows its value while no pointer is held', () => {
    const { rerender } = render(<Shown value="" />);
    rerender(<Shown value="Seuls les chiffres sont acceptés" />);
    expect(screen.getByText('Seuls les chiffres sont acceptés')).toBeTruthy();
  });

  it('keeps the value of the press until the task after the release, then shows the new one', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Shown value="" />);
    fireEvent.pointerDown(document.body);
    rerender(<Shown value="Seuls les chiffres sont acceptés" />); // the blur of the press
    expect(screen.getByText('nothing')).toBeTruthy();
    fireEvent.pointerUp(document.body);
    fireEvent.click(document.body); // dispatched before the layout may move
    expect(screen.getByText('nothing')).toBeTruthy();
    act(() => void vi.runAllTimers());
    expect(screen.getByText('Seuls les chiffres sont acceptés')).toBeTruthy();
  });
});
