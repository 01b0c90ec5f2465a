/**
 * OpenImmo imports (administrators): upload, status with counts and log, the recent list and the
 * decision on a held withdrawal.
 */
/**
 * Internal dependencies
 */
import { apiRequest } from './client';

const PATH = 'immo-wizards/v1/imports';

export type ImportStatus =
	'queued' | 'running' | 'awaiting_confirmation' | 'done' | 'failed';

export const IMPORT_COUNTERS = [
	'created',
	'updated',
	'unchanged',
	'deleted',
	'failed',
] as const;

export type ImportCounter = ( typeof IMPORT_COUNTERS )[ number ];

export interface ImportLogEntry {
	/** Object position in the file (1-based; 0: the file itself). */
	position: number;
	/** The object's number (objektnr_extern), '' when it has none. */
	objectId: string;
	level: 'error' | 'warning';
	message: string;
}

export interface ImportState {
	id: number;
	status: ImportStatus;
	source: 'upload' | 'pickup' | 'cli';
	fileName: string;
	scope: '' | 'VOLL' | 'TEIL';
	total: number;
	processed: number;
	counts: Record< ImportCounter, number >;
	/** Listings a held full transfer would withdraw (0 unless it waits for a decision). */
	pendingWithdrawal: number;
	existingBefore: number;
	error: string | null;
	/** The log (empty in the list). */
	errors: ImportLogEntry[];
	errorCount: number;
	warningCount: number;
	createdAt: string;
	finishedAt: string | null;
}

/**
 * Whether the background run still works on an import.
 *
 * @param state The import.
 */
export function isImportOpen( state: ImportState ): boolean {
	return state.status === 'queued' || state.status === 'running';
}

/**
 * Uploads an OpenImmo XML or ZIP file; the import runs in the background.
 *
 * @param file The file.
 */
export function uploadImport( file: File ): Promise< ImportState > {
	const body = new FormData();
	body.append( 'file', file, file.name );
	return apiRequest< ImportState >( { path: PATH, method: 'POST', body } );
}

/**
 * Status, counts and log of an import.
 *
 * @param id Import id.
 */
export function fetchImport( id: number ): Promise< ImportState > {
	return apiRequest< ImportState >( { path: `${ PATH }/${ id }` } );
}

/** The newest imports (without their logs). */
export function fetchRecentImports(): Promise< ImportState[] > {
	return apiRequest< ImportState[] >( { path: `${ PATH }?per_page=10` } );
}

/**
 * Confirms or declines the withdrawal a full transfer holds.
 *
 * @param id       Import id.
 * @param decision confirm: withdraw the listings; reject: keep them.
 */
export function decideWithdrawal(
	id: number,
	decision: 'confirm' | 'reject'
): Promise< ImportState > {
	return apiRequest< ImportState >( {
		path: `${ PATH }/${ id }/withdrawal`,
		method: 'POST',
		data: { decision },
	} );
}
