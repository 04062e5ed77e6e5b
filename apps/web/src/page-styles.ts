// All of Mantine's component CSS, loaded with the main layout (router.tsx): the pages behind the login use most
// components. The session pages have their part in shell-styles.ts.
import '@mantine/core/styles.layer.css';
