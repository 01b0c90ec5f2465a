/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import {
	createContext,
	useCallback,
	useContext,
	useMemo,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './style.scss';

export interface LoadingApi {
	isLoading: boolean;
	/** Counts the promise as loading until it settles; returns it unchanged. */
	track: < T >( promise: Promise< T > ) => Promise< T >;
}

const LoadingContext = createContext< LoadingApi | null >( null );

/**
 * Loading is a counter (spec): on while at least one tracked promise is pending.
 *
 * @param props          Props.
 * @param props.children The app.
 * @param props.showBar  Render the progress bar above the app (default true).
 */
export function LoadingProvider( {
	children,
	showBar = true,
}: {
	children?: ReactNode;
	showBar?: boolean;
} ) {
	const [ count, setCount ] = useState( 0 );
	const track = useCallback( < T, >( promise: Promise< T > ) => {
		setCount( ( value ) => value + 1 );
		// The caller handles the promise itself; this chain only counts down.
		promise
			.finally( () => setCount( ( value ) => value - 1 ) )
			.catch( () => {} );
		return promise;
	}, [] );
	const api = useMemo(
		() => ( { isLoading: count > 0, track } ),
		[ count, track ]
	);
	return (
		<LoadingContext.Provider value={ api }>
			{ showBar && <LoadingBar overlay /> }
			{ children }
		</LoadingContext.Provider>
	);
}

const untracked: LoadingApi = {
	isLoading: false,
	track: ( promise ) => promise,
};

export function useLoading(): LoadingApi {
	return useContext( LoadingContext ) ?? untracked;
}

/**
 * An indeterminate progress bar, shown while something loads.
 *
 * @param props         Props.
 * @param props.active  Overrides the loading state of the provider.
 * @param props.overlay Lies over the top edge of the screen instead of taking space: a request
 *                      that starts or ends moves nothing (layout shift).
 */
export function LoadingBar( props: { active?: boolean; overlay?: boolean } ) {
	const { isLoading } = useLoading();
	const active = props.active;
	if ( ! ( active ?? isLoading ) ) {
		return null;
	}
	return (
		<div
			className={ `immo-wizards-loading${
				props.overlay ? ' is-overlay' : ''
			}` }
			role="progressbar"
			aria-label={ __( 'Loading…', 'immo-wizards' ) }
		>
			<div className="immo-wizards-loading__bar" />
		</div>
	);
}

export default LoadingProvider;
