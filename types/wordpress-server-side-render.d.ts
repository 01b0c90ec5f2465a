/**
 * `@wordpress/server-side-render` ships no type declarations in the version that matches the other
 * WordPress packages here: the one component the editor scripts use.
 */
declare module '@wordpress/server-side-render' {
	import type { ComponentType } from 'react';

	const ServerSideRender: ComponentType< {
		block: string;
		attributes?: Record< string, unknown >;
		httpMethod?: 'GET' | 'POST';
	} >;
	export default ServerSideRender;
}
