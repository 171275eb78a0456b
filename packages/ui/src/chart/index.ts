export { Chart, type ChartPoint, type ChartProps, niceMax } from './chart';
