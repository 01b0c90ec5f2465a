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
	useEffect,
	useMemo,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { onApiError } from '../../api/client';
import './style.scss';

export type SnackbarType = 'error' | 'success' | 'info' | 'warning';

const SNACKBAR_TIMEOUT = 6000;

export interface SnackbarApi {
	show: ( message: string, type?: SnackbarType ) => void;
	hide: () => void;
}

interface SnackbarMessage {
	id: number;
	message: string;
	type: SnackbarType;
}

const noop: SnackbarApi = { show: () => {}, hide: () => {} };
const SnackbarContext = createContext< SnackbarApi >( noop );

let nextId = 1;
// Several widgets may share a page: only the first provider shows the API errors.
let apiErrorOwner: object | null = null;

export function useSnackbar(): SnackbarApi {
	return useContext( SnackbarContext );
}

interface SnackbarProviderProps {
	children?: ReactNode;
	timeout?: number;
}

/**
 * Shows one message at a time, hidden after `timeout` ms (paused while hovered or focused).
 * API errors (not requested with hideError) are shown here.
 *
 * @param props          Props.
 * @param props.children The app.
 * @param props.timeout  Time-out in ms.
 */
export function SnackbarProvider( {
	children,
	timeout = SNACKBAR_TIMEOUT,
}: SnackbarProviderProps ) {
	const [ current, setCurrent ] = useState< SnackbarMessage | null >( null );
	const [ paused, setPaused ] = useState( false );

	const show = useCallback(
		( message: string, type: SnackbarType = 'info' ) =>
			setCurrent( { id: nextId++, message, type } ),
		[]
	);
	const hide = useCallback( () => setCurrent( null ), [] );
	const api = useMemo( () => ( { show, hide } ), [ show, hide ] );

	useEffect( () => {
		if ( ! current || paused ) {
			return;
		}
		const timer = setTimeout( hide, timeout );
		return () => clearTimeout( timer );
	}, [ current, paused, timeout, hide ] );

	useEffect( () => {
		if ( apiErrorOwner ) {
			return;
		}
		const token = {};
		apiErrorOwner = token;
		const unsubscribe = onApiError( ( error ) =>
			show( error.message, 'error' )
		);
		return () => {
			unsubscribe();
			if ( apiErrorOwner === token ) {
				apiErrorOwner = null;
			}
		};
	}, [ show ] );

	const urgent = current?.type === 'error' || current?.type === 'warning';
	const body = current && (
		<div
			key={ current.id }
			className={ `immo-wizards-snackbar immo-wizards-snackbar--${ current.type }` }
			onMouseEnter={ () => setPaused( true ) }
			onMouseLeave={ () => setPaused( false ) }
			onFocus={ () => setPaused( true ) }
			onBlur={ () => setPaused( false ) }
		>
			<span className="immo-wizards-snackbar__message">
				{ current.message }
			</span>
			<button
				type="button"
				className="immo-wizards-snackbar__close"
				onClick={ hide }
			>
				{ __( 'Close', 'immo-wizards' ) }
			</button>
		</div>
	);

	return (
		<SnackbarContext.Provider value={ api }>
			{ children }
			{ /* Both live regions stay in the DOM so that screen readers announce new content. */ }
			<div className="immo-wizards-snackbar-region">
				<div role="alert">{ urgent && body }</div>
				<div role="status">{ ! urgent && body }</div>
			</div>
		</SnackbarContext.Provider>
	);
}

export default SnackbarProvider;
