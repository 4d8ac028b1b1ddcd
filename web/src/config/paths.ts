/** The app's routes live beside the API contract, so the Worker builds notification and e-mail links from them too. */
export { paths } from '@schemas/app-paths';
