import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center mih="40vh" data-testid="page-loader">
      <Loader type="dots" />
    </Center>
  );
}
