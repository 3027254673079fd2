import CGtk

// Runs the GTK checks on the process's main thread, under an X server (make test uses xvfb-run).
MainActor.assumeIsolated {
    let runner = CheckRunner()
    runner.run("GLibTickerTests", [
        ("ticksArriveOnTheMainLoopThread", { GLibTickerTests().ticksArriveOnTheMainLoopThread() }),
        ("noTickIsDeliveredAfterStop", { GLibTickerTests().noTickIsDeliveredAfterStop() }),
        ("stoppingReleasesTheTickHandler", { GLibTickerTests().stoppingReleasesTheTickHandler() }),
        ("aHiddenWindowStopsTheTicksAndShowingItTicksAtOnce", { GLibTickerTests().aHiddenWindowStopsTheTicksAndShowingItTicksAtOnce() }),
        ("theTimerServiceDrivesTheGLibTickerOnlyWhileRunning", { GLibTickerTests().theTimerServiceDrivesTheGLibTickerOnlyWhileRunning() }),
    ])
    runner.run("MainLoopTimeoutTests", [
        ("cancellingRemovesTheSourceAndReleasesItsBox", { MainLoopTimeoutTests().cancellingRemovesTheSourceAndReleasesItsBox() }),
        ("droppingTheTimeoutCancelsIt", { MainLoopTimeoutTests().droppingTheTimeoutCancelsIt() }),
    ])
    runner.run("BootTimeClockTests", [
        ("neverGoesBackwards", { BootTimeClockTests().neverGoesBackwards() }),
    ])
    runner.run("HomeViewTests", [
        ("initialShowsZeroAndOnlyStart", { HomeViewTests().initialShowsZeroAndOnlyStart() }),
        ("runningShowsPauseLapAndTheCurrentLap", { HomeViewTests().runningShowsPauseLapAndTheCurrentLap() }),
        ("pausedShowsResumeAndReset", { HomeViewTests().pausedShowsResumeAndReset() }),
        ("theTwoMostRecentLapsAreShownWithBestAndWorstInWords", { HomeViewTests().theTwoMostRecentLapsAreShownWithBestAndWorstInWords() }),
        ("anHourShowsTheHoursGroup", { HomeViewTests().anHourShowsTheHoursGroup() }),
        ("aTickRewritesOnlyTheDigitGroupsThatChanged", { HomeViewTests().aTickRewritesOnlyTheDigitGroupsThatChanged() }),
    ])
    runner.run("LapsViewTests", [
        ("theListHoldsARowPerLapAndTheCurrentLapIsAbove", { LapsViewTests().theListHoldsARowPerLapAndTheCurrentLapIsAbove() }),
        ("thePrimaryButtonIsLapWhileRunningAndResumeWhilePaused", { LapsViewTests().thePrimaryButtonIsLapWhileRunningAndResumeWhilePaused() }),
        ("aNewLapIsOneRowMoreAndAResetEmptiesTheList", { LapsViewTests().aNewLapIsOneRowMoreAndAResetEmptiesTheList() }),
        ("aTickLeavesTheListAlone", { LapsViewTests().aTickLeavesTheListAlone() }),
        ("navigatingShowsLapsAndAResetReturnsHome", { LapsViewTests().navigatingShowsLapsAndAResetReturnsHome() }),
        ("aHiddenLapsPageRendersNothingUntilShownAgain", { LapsViewTests().aHiddenLapsPageRendersNothingUntilShownAgain() }),
    ])
    runner.run("RenderPacingTests", [
        ("theRunningTimeIsDrawnAtMostThirtyTimesASecondButALapAtOnce", { RenderPacingTests().theRunningTimeIsDrawnAtMostThirtyTimesASecondButALapAtOnce() }),
    ])
    runner.run("SignalsTests", [
        ("aConnectedClosureRunsOnTheSignalAndIsReleasedWithTheObject", { SignalsTests().aConnectedClosureRunsOnTheSignalAndIsReleasedWithTheObject() }),
        ("disconnectingReleasesTheClosure", { SignalsTests().disconnectingReleasesTheClosure() }),
        ("anActionActivationReachesItsHandlerWithArgument", { SignalsTests().anActionActivationReachesItsHandlerWithArgument() }),
    ])
    exit(runner.finish())
}
