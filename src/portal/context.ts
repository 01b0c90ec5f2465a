/**
 * What every part of the logged-in portal needs: the config and a way to report that a call found
 * the session gone.
 */
/**
 * WordPress dependencies
 */
import { createContext, useContext } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { PortalConfig } from './config';

export interface PortalContextValue {
	config: PortalConfig;
	/** A portal call answered 401/403: the session check decides whether it is over. */
	onSessionLost: () => void;
}

export const PortalContext = createContext< PortalContextValue | null >( null );

export function usePortal(): PortalContextValue {
	const value = useContext( PortalContext );
	if ( ! value ) {
		throw new Error( 'usePortal() outside the portal' );
	}
	return value;
}
