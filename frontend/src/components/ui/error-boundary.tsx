import { Container } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorMessage } from './error-message';

type Props = { children: ReactNode; onReset?: () => void };
type State = { error: unknown; hasError: boolean };

/** Component error (spec §8): shows the error message with a Retry button that re-renders the tree. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('an error occurred', error, info.componentStack);
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ error: undefined, hasError: false });
  };

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <Container maxW="3xl" py="10">
        <ErrorMessage error={this.state.error} onRetry={this.reset} />
      </Container>
    );
  }
}
