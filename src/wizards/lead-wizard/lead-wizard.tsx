/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Suspense, lazy, useEffect, useMemo, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useConsent } from '../../host/use-consent';
import { useFunnelSteps } from '../../host/use-funnel-steps';
import { CategoryStep } from '../shared/category-step';
import { findCategory } from '../shared/categories';
import { usePreloadOnInteraction, lazyStep } from '../shared/lazy-step';
import { LazyContactStep } from '../shared/lazy-steps';
import { useFieldConfigs } from '../shared/use-field-configs';
import { useWizard } from '../shared/use-wizard';
import { createWizardState } from '../shared/wizard-state';
import { WizardFrame } from '../shared/wizard-frame';
import { stepLabel } from './labels';
import { buildLeadDraft } from './lead';
import {
	getSteps,
	isAddressComplete,
	isStepEditable,
	stepNumber,
} from './step-rules';
import type {
	Address,
	DetailValues,
	LeadDraft,
	LeadWizardConfig,
	StepKey,
} from './types';
import { useLeadSubmit } from './use-lead-submit';

export interface LeadWizardFooter {
	/**
	 * With a contact form: submits it; without: hands back the lead. Resolves
	 * to the lead, or null when nothing was saved (incomplete, invalid, failed).
	 */
	save: () => Promise< LeadDraft | null >;
	/** A category is chosen and the location is set. */
	complete: boolean;
}

export interface LeadWizardProps {
	config: LeadWizardConfig;
	/** Lets a host screen (e.g. the portal) add its own save button. */
	renderFooter?: ( footer: LeadWizardFooter ) => ReactNode;
	/** Called whenever the lead changes. */
	onChange?: ( lead: LeadDraft, complete: boolean ) => void;
}

const BLOCK = 'wp-block-immo-wizards-lead-wizard';

// Never first: loaded once the visitor starts, with the contact step.
const LazyDetailsStep = lazyStep( () =>
	import(
		/* webpackChunkName: "lead-details-step" */ './steps/details-step'
	).then( ( module ) => module.DetailsStep )
);

// The owners' sentence of waiting buyers: shown from the contact step on, so loaded with it.
const LazyWaitingBuyers = lazy( () =>
	import(
		/* webpackChunkName: "lead-waiting-buyers" */ './waiting-buyers'
	).then( ( module ) => ( { default: module.WaitingBuyersNotice } ) )
);

// Second after the category step (search, manual fields, geocoding): loaded once the visitor
// starts; first in the address-first order, where it is loaded before the wizard starts.
const LazyAddressStep = lazyStep( () =>
	import(
		/* webpackChunkName: "lead-address-step" */ './steps/address-step'
	).then( ( module ) => module.AddressStep )
);

/**
 * Loads the first step's code if it is a chunk of its own (the address step of the address-first
 * order), so that the wizard hydrates the server's markup of that step instead of a loading bar.
 *
 * @param config The config from the page.
 */
export function preloadFirstStep(
	config: Pick< LeadWizardConfig, 'stepOrder' | 'contactForm' >
): Promise< void > {
	return getSteps( config.stepOrder, config.contactForm )[ 0 ] === 'address'
		? LazyAddressStep.preload()
		: Promise.resolve();
}

export function LeadWizard( {
	config,
	renderFooter,
	onChange,
}: LeadWizardProps ) {
	const rootRef = useRef< HTMLDivElement >( null );
	const { thirdParty } = useConsent( config.consent.required );
	const [ state, actions ] = useWizard< Address, DetailValues >(
		createWizardState( {
			location: {},
			fields: {},
			marketingType: config.marketingType,
		} ),
		rootRef
	);
	const steps = getSteps( config.stepOrder, config.contactForm );
	useFunnelSteps( 'lead-wizard', steps, state.step );
	const category = findCategory( config.categories, state.category );
	const configs = useFieldConfigs( category?.fields, config.fieldsRevision );

	const complete = !! category && isAddressComplete( state.location );
	const lead = useMemo(
		() => buildLeadDraft( state, category, configs ),
		// Only what the lead is made of.
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[
			state.objectType,
			state.marketingType,
			state.location,
			state.fields,
			category,
			configs,
		]
	);

	const onChangeRef = useRef( onChange );
	onChangeRef.current = onChange;
	useEffect( () => {
		onChangeRef.current?.( lead, complete );
	}, [ lead, complete ] );

	const numberOf = ( key: StepKey ) => stepNumber( steps, key );
	const next = ( key: StepKey ) => actions.goTo( numberOf( key ) + 1 );
	const back = ( key: StepKey ) =>
		numberOf( key ) > 1
			? () => actions.goTo( numberOf( key ) - 1 )
			: undefined;

	/** Opens the step that still lacks input. */
	const showMissing = () =>
		actions.goTo( numberOf( category ? 'address' : 'category' ) );
	const wizardSubmit = useLeadSubmit( {
		lead,
		complete,
		contactForm: config.contactForm,
		submitUrl: config.submitUrl,
		actions,
		showMissing,
		showContact: () => actions.goTo( numberOf( 'contact' ) ),
	} );
	usePreloadOnInteraction( rootRef, [
		LazyAddressStep,
		LazyDetailsStep,
		LazyContactStep,
		wizardSubmit,
	] );

	const scope = { block: BLOCK, rootRef, state, actions };
	const renderStep = ( key: StepKey ): ReactNode => {
		switch ( key ) {
			case 'category':
				return (
					<CategoryStep
						scope={ scope }
						title={
							config.mode === 'seeker'
								? __(
										'What kind of property are you looking for?',
										'immo-wizards'
									)
								: __(
										'What kind of property is it?',
										'immo-wizards'
									)
						}
						wizard="lead"
						mode={ config.mode }
						categories={ config.categories }
						onChosen={ () => next( 'category' ) }
						onBack={ back( 'category' ) }
					/>
				);
			case 'address':
				return (
					<LazyAddressStep
						category={ category }
						address={ state.location }
						onChange={ actions.setLocation }
						thirdParty={ thirdParty }
						map={ config.map }
						onNext={ () => next( 'address' ) }
						onBack={ back( 'address' ) }
					/>
				);
			case 'details':
				return (
					<LazyDetailsStep
						category={ category }
						configs={ configs }
						values={ state.fields }
						onChange={ actions.setFields }
						onBack={ back( 'details' ) }
						onNext={
							config.contactForm
								? () => next( 'details' )
								: undefined
						}
					/>
				);
			case 'contact':
				return (
					<>
						{ /* Owners see the buyers waiting before they give their details, and after. */ }
						{ config.mode === 'owner' && (
							<Suspense fallback={ null }>
								<LazyWaitingBuyers lead={ lead } />
							</Suspense>
						) }
						<LazyContactStep
							scope={ scope }
							submitLabel={ __( 'Send request', 'immo-wizards' ) }
							config={ config }
							wizardSubmit={ wizardSubmit }
							onBack={ back( 'contact' ) }
						/>
					</>
				);
		}
	};

	return (
		<WizardFrame
			scope={ scope }
			steps={ steps }
			label={ stepLabel }
			editable={ ( _key, index ) =>
				isStepEditable( steps, index + 1, state )
			}
			onSelect={ ( key ) => actions.goTo( numberOf( key ) ) }
			headerHidden={ ! config.showSteps || state.sent }
			transient="address"
			renderStep={ renderStep }
			intro={ config.mode === 'owner' && <OwnerIntro /> }
			footer={ renderFooter?.( {
				save: wizardSubmit.save,
				complete,
			} ) }
		/>
	);
}

function OwnerIntro() {
	return (
		<header className={ `${ BLOCK }__intro` }>
			<h2 className={ `${ BLOCK }__intro-title` }>
				{ __(
					'Are you looking for a buyer or tenant?',
					'immo-wizards'
				) }
			</h2>
			<p className={ `${ BLOCK }__intro-text` }>
				{ __(
					'We advise you – free of charge and without obligation',
					'immo-wizards'
				) }
			</p>
		</header>
	);
}
