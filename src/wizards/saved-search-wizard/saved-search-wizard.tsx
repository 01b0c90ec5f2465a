/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import {
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';

/**
 * Internal dependencies
 */
import { submitSavedSearch } from '../../api/saved-search';
import type { SavedSearch } from '../../api/types';
import { useConsent } from '../../host/use-consent';
import { findCategory } from '../shared/categories';
import { usePreloadOnInteraction, lazyStep } from '../shared/lazy-step';
import { LazyCategoryStep, LazyContactStep } from '../shared/lazy-steps';
import { useFieldConfigs } from '../shared/use-field-configs';
import { useFunnelSteps } from '../../host/use-funnel-steps';
import { useWizard } from '../shared/use-wizard';
import { useWizardSubmit } from '../shared/use-wizard-submit';
import { createWizardState } from '../shared/wizard-state';
import { WizardFrame } from '../shared/wizard-frame';
import { saveLabel, stepLabel, stepTitle } from './labels';
import {
	fromRangeFieldValues,
	rangeErrors,
	rangeKindsOf,
	searchFieldsOf,
	type RangeValues,
} from './ranges';
import { initialSelection, toggleRegion } from './regions';
import { buildSavedSearch } from './saved-search';
import { getSteps, isStepEditable } from './step-rules';
import { RegionStep } from './steps/region-step';
import type {
	SavedSearchDraft,
	SavedSearchValue,
	SavedSearchWizardConfig,
	StepKey,
} from './types';
import { useRegions } from './use-regions';

export interface SavedSearchWizardFooter {
	/**
	 * Embedded: hands back the saved search; otherwise submits the contact
	 * form. Resolves to the saved search, or null when nothing was saved
	 * (incomplete, invalid, failed).
	 */
	save: () => Promise< SavedSearch | null >;
	/** A region and a category are chosen. */
	complete: boolean;
	/** 'Save changes' when editing, else 'Create search profile'. */
	label: string;
}

export interface SavedSearchWizardProps {
	config: SavedSearchWizardConfig;
	/** Inside the portal: no contact step and no step header. */
	embedded?: boolean;
	/** An existing saved search to edit (or values to start with). */
	savedSearch?: SavedSearchValue;
	/** Lets a host screen add its own save button. */
	renderFooter?: ( footer: SavedSearchWizardFooter ) => ReactNode;
}

export const BLOCK = 'wp-block-immo-wizards-saved-search-wizard';

// The regions come first; the later steps load once the visitor starts (see lazy-step.tsx).
const LazyRangesStep = lazyStep( () =>
	import(
		/* webpackChunkName: "saved-search-ranges-step" */ './steps/ranges-step'
	).then( ( module ) => module.RangesStep )
);

export function SavedSearchWizard( {
	config,
	embedded = false,
	savedSearch,
	renderFooter,
}: SavedSearchWizardProps ) {
	const rootRef = useRef< HTMLDivElement >( null );
	const { thirdParty } = useConsent( config.consent.required );
	const { tree, shapes } = useRegions( thirdParty, config.regions );
	// The start selection: at once when the page brought the regions, else once they are loaded.
	const initialIds = useRef(
		savedSearch?.locations?.map( ( entry ) => entry.locationId ) ??
			config.preselectedRegions
	);
	const [ startTree ] = useState( tree );
	const [ state, actions ] = useWizard< number[], RangeValues >(
		createWizardState( {
			location: startTree
				? initialSelection( startTree, initialIds.current )
				: [],
			fields: fromRangeFieldValues( savedSearch?.fields ),
			marketingType: savedSearch?.marketingType ?? config.marketingType,
			objectType: savedSearch?.objectType ?? 'LIVING',
			category: savedSearch?.categoryId ?? null,
		} ),
		rootRef,
		// In the portal's dialog the page's history belongs to the portal.
		! embedded
	);
	const steps = getSteps( embedded );
	// Inside the portal it is the portal's screen, not this one's funnel.
	useFunnelSteps( embedded ? '' : 'saved-search-wizard', steps, state.step );
	const category = findCategory( config.categories, state.category );
	const searchFields = searchFieldsOf( category );
	const configs = useFieldConfigs(
		searchFields.length ? searchFields : undefined,
		config.fieldsRevision
	);
	const kinds = useMemo( () => rangeKindsOf( configs ), [ configs ] );
	useEffect( () => {
		if ( tree && tree !== startTree ) {
			actions.setLocation( initialSelection( tree, initialIds.current ) );
		}
	}, [ tree, startTree, actions ] );

	const selected = state.location;
	const hasRegion = selected.length > 0;
	const complete = hasRegion && !! category;
	const draft = useMemo(
		() =>
			buildSavedSearch(
				state,
				category,
				searchFields,
				savedSearch?.uuid,
				kinds
			),
		// Only what the saved search is made of.
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[
			state.objectType,
			state.marketingType,
			state.location,
			state.fields,
			category,
			savedSearch?.uuid,
			kinds,
		]
	);

	const numberOf = ( key: StepKey ) => steps.indexOf( key ) + 1;
	const goTo = ( key: StepKey ) => actions.goTo( numberOf( key ) );

	const revealRanges = useRef< ( () => void ) | null >( null );
	const registerReveal = useCallback( ( reveal: ( () => void ) | null ) => {
		revealRanges.current = reveal;
	}, [] );

	const wizardSubmit = useWizardSubmit< SavedSearchDraft >( {
		formType: 'saved_search',
		draft,
		complete,
		contactForm: ! embedded,
		actions,
		trackEvent: 'SavedSearchWizard',
		send: ( contact, meta ) =>
			submitSavedSearch(
				// Complete: the category is set.
				{ contact, savedSearch: draft as SavedSearch, ...meta },
				config.submitUrl
			),
		showMissing: () => goTo( hasRegion ? 'category' : 'regions' ),
		showContact: () => goTo( 'contact' ),
		check: () => {
			if (
				! Object.keys(
					rangeErrors( searchFields, state.fields, configs )
				).length
			) {
				return true;
			}
			goTo( 'ranges' );
			// The step may mount only now: reveal its errors after rendering.
			window.setTimeout( () => revealRanges.current?.() );
			return false;
		},
	} );
	usePreloadOnInteraction( rootRef, [
		LazyCategoryStep,
		LazyRangesStep,
		LazyContactStep,
		wizardSubmit,
	] );

	const toggle = useCallback(
		( id: number ) => {
			if ( tree ) {
				actions.setLocation( toggleRegion( tree, selected, id ) );
			}
		},
		[ tree, selected, actions ]
	);

	const label = saveLabel( !! savedSearch?.uuid );

	const scope = { block: BLOCK, rootRef, state, actions };
	const renderStep = ( key: StepKey ): ReactNode => {
		switch ( key ) {
			case 'regions':
				return (
					<RegionStep
						block={ BLOCK }
						tree={ tree }
						shapes={ shapes }
						selected={ selected }
						onToggle={ toggle }
						thirdParty={ thirdParty }
						map={ config.map }
						onNext={ () => goTo( 'category' ) }
					/>
				);
			case 'category':
				return (
					<LazyCategoryStep
						scope={ scope }
						title={ stepTitle( 'category' ) }
						wizard="search"
						mode="seeker"
						categories={ config.categories }
						onChosen={ () => goTo( 'ranges' ) }
						onBack={ () => goTo( 'regions' ) }
					/>
				);
			case 'ranges':
				return (
					<LazyRangesStep
						// New fields with another category: a fresh form.
						key={ category?.id ?? 'none' }
						block={ BLOCK }
						ids={ searchFields }
						configs={ configs }
						marketingType={ state.marketingType }
						values={ state.fields }
						onChange={ actions.setFields }
						registerReveal={ registerReveal }
						onBack={ () => goTo( 'category' ) }
						onNext={
							embedded ? undefined : () => goTo( 'contact' )
						}
					/>
				);
			case 'contact':
				return (
					<LazyContactStep
						scope={ scope }
						submitLabel={ label }
						config={ config }
						wizardSubmit={ wizardSubmit }
						onBack={ () => goTo( 'ranges' ) }
					/>
				);
		}
	};

	return (
		<WizardFrame
			scope={ scope }
			steps={ steps }
			label={ stepLabel }
			editable={ ( key ) =>
				isStepEditable( key, {
					hasRegion,
					hasCategory: !! category,
				} )
			}
			onSelect={ goTo }
			headerHidden={ embedded || ! config.showSteps || state.sent }
			transient="regions"
			renderStep={ renderStep }
			footer={ renderFooter?.( {
				save: wizardSubmit.save as () => Promise< SavedSearch | null >,
				complete,
				label,
			} ) }
		/>
	);
}
