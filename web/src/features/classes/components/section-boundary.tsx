// Keeps the class header when a tab fails to render: 'Something went wrong' with a retry, reset
// when the tab or class changes.
import { Button, Stack, Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface Props {
  children: ReactNode;
  resetKeys: readonly unknown[];
}
interface State {
  failed: boolean;
  keys: readonly unknown[];
}

const same = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

export class SectionBoundary extends Component<Props, State> {
  state: State = { failed: false, keys: this.props.resetKeys };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return same(props.resetKeys, state.keys) ? null : { failed: false, keys: props.resetKeys };
  }

  componentDidCatch(error: unknown) {
    console.error('Class section failed', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Stack gap="3" align="center" textAlign="center" py="12" role="alert" data-testid="class-section-error">
        <Text fontWeight="semibold">
          <FormattedMessage id="classes.errors.somethingWrong" />
        </Text>
        <Button variant="outline" onClick={() => this.setState({ failed: false })} data-testid="class-section-retry">
          <FormattedMessage id="classes.common.retry" />
        </Button>
      </Stack>
    );
  }
}
