// The app-level error boundary: a translated fallback with a retry. reactfire hooks throw
// their errors (no suspense mode), so route content always renders inside one of these.
import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useRouteError } from 'react-router-dom';

interface Props {
  children: ReactNode;
  /** When one of these changes (e.g. the path), a shown error is cleared. */
  resetKeys?: readonly unknown[];
  fallback?: (retry: () => void) => ReactNode;
}
interface State {
  error: unknown;
  keys: readonly unknown[] | undefined;
}

const sameKeys = (a: readonly unknown[] = [], b: readonly unknown[] = []) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error && !sameKeys(props.resetKeys, state.keys)) return { error: null, keys: props.resetKeys };
    if (!sameKeys(props.resetKeys, state.keys)) return { keys: props.resetKeys };
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  retry = () => this.setState({ error: null });

  render() {
    if (!this.state.error) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.retry) : <ErrorFallback onRetry={this.retry} />;
  }
}

export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <Center minH="60vh" px="4" role="alert" data-testid="error-fallback">
      <Stack gap="4" maxW="md" textAlign="center" align="center">
        <Heading size="lg">
          <FormattedMessage id="common.error.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="common.error.description" />
        </Text>
        <Button colorPalette="brand" onClick={onRetry} data-testid="error-retry">
          <FormattedMessage id="common.error.retry" />
        </Button>
      </Stack>
    </Center>
  );
}

/** The router's errorElement (errors thrown by the root element itself): retry reloads. */
export function RouteErrorFallback() {
  const error = useRouteError();
  console.error('Route error', error);
  return <ErrorFallback onRetry={() => window.location.reload()} />;
}
