/**
 * The stylesheet of `@mantine/charts`, linked by the route modules of the screens that draw a
 * chart (Informes, Comisiones, Atribución) and by no other page, so no public page loads it.
 */
import chartsStyles from '@mantine/charts/styles.css?url';

export const chartStyleLinks = () => [{ rel: 'stylesheet', href: chartsStyles }];
